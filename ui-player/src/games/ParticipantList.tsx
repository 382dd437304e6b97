import styled from '@emotion/styled';
import type { ParticipantDetail } from '@sports/contracts';
import { Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { capitalize } from './format';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: flex;
    justify-content: space-between;
    padding: 8px 0;
    border-bottom: 1px solid ${color.border};
  }
`;

export function ParticipantList({ participants }: { participants: readonly ParticipantDetail[] }) {
  if (participants.length === 0) return <Muted>No participants yet.</Muted>;
  return (
    <List>
      {participants.map((p) => (
        <li key={p.id}>
          <span>
            {p.name}
            {p.isHost && <Muted> · Host</Muted>}
          </span>
          <Muted>{capitalize(p.status)}</Muted>
        </li>
      ))}
    </List>
  );
}
