import styled from '@emotion/styled';
import type { WaitlistView } from '@sports/contracts';
import { Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { Panel } from './Panel';
import { offerTime, waitingText } from './words';

const List = styled.ol`
  margin: 0;
  padding-left: 22px;
  & > li {
    padding: 4px 0;
    border-bottom: 1px solid ${color.border};
    overflow-wrap: anywhere;
  }
  & > li:last-of-type {
    border-bottom: none;
  }
`;

/** What hosts and co-hosts see of the waitlist (issue 18 item 8): who waits, in order, and who holds an offer until when. */
export function WaitlistQueue({ queue }: { queue: NonNullable<WaitlistView['queue']> }) {
  return (
    <Panel aria-labelledby="waitlist-queue-title">
      <h2 id="waitlist-queue-title">Waitlist</h2>
      <p>
        <Muted>{waitingText(queue.length)}. A freed place goes to the first in line, who has 30 minutes to take it.</Muted>
      </p>
      <List>
        {queue.map((entry) => (
          <li key={entry.userId}>
            {entry.name}
            {entry.offerExpiresAt && <Muted> · offered a place until {offerTime(entry.offerExpiresAt)}</Muted>}
          </li>
        ))}
      </List>
    </Panel>
  );
}
