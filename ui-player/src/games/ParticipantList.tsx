import styled from '@emotion/styled';
import type { ParticipantDetail } from '@sports/contracts';
import { PlayerLink } from '../players/PlayerLink';
import { Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { capitalize } from './format';
import { entryName } from './together/friends';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 4px 0;
    min-height: 44px;
    border-bottom: 1px solid ${color.border};
  }
`;

const ROLE_ORDER = (p: ParticipantDetail): number => (p.isHost ? 0 : p.isCoHost ? 1 : p.status === 'joined' ? 2 : 3);

/** DESIGN.md "People": host and co-hosts first, then players (in the order they came), then those asked or asking. */
export const peopleInOrder = (participants: readonly ParticipantDetail[]): ParticipantDetail[] =>
  participants
    .filter((p) => p.status !== 'retired' && p.status !== 'rejected')
    .map((p, i) => ({ p, i }))
    .sort((a, b) => ROLE_ORDER(a.p) - ROLE_ORDER(b.p) || a.i - b.i)
    .map(({ p }) => p);

/** People of a game; `levels` maps a player's id to their level in the spec's words (section 4), when known. */
export function ParticipantList({
  participants,
  levels = new Map(),
}: {
  participants: readonly ParticipantDetail[];
  levels?: ReadonlyMap<string, string>;
}) {
  const people = peopleInOrder(participants);
  if (people.length === 0) return <Muted>No participants yet.</Muted>;
  return (
    <List aria-label="People">
      {people.map((p) => {
        const role = p.isHost ? 'Host' : p.isCoHost ? 'Co-host' : null;
        const level = levels.get(p.id);
        return (
          <li key={p.id}>
            <span>
              {/* A name opens the player's page; one added by name (no account) has none (spec section 3, Participant isOfflineParticipant). */}
              {/* Paying together: "Arjun +2", or the friends by name; the name is the one who booked them. */}
              {p.isOfflineParticipant ? p.name : <PlayerLink userId={p.id}>{entryName(p)}</PlayerLink>}
              {role && <Muted> · {role}</Muted>}
              {p.isOfflineParticipant && <Muted> · added by the host</Muted>}
            </span>
            <Muted>{p.status === 'joined' ? (level ?? '') : capitalize(p.status.replace('_', ' '))}</Muted>
          </li>
        );
      })}
    </List>
  );
}
