import styled from '@emotion/styled';
import { gamesApi, type WaitlistView } from '@sports/contracts';
import { requestJson } from '../api/http';
import { usePagedList } from '../booking/usePagedList';
import { withSession } from '../session/withSession';
import { Button, Muted } from '../ui/primitives';
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

type Entry = NonNullable<WaitlistView['queue']>[number];
/** The detail's first page (queue, queueNextUrl) or a page of GET the waitlist (queue, nextUrl). */
type QueuePage = { queue?: Entry[] | undefined; nextUrl?: string | null | undefined; queueNextUrl?: string | null | undefined };

const asPage = (page: QueuePage) => ({
  items: (page.queue ?? []).map((entry) => ({ ...entry, id: entry.userId })),
  nextUrl: page.nextUrl ?? page.queueNextUrl ?? null,
});
/** A next page of the line, at the URL the server gave (host and co-hosts only). */
const fetchQueuePage = (url: string): Promise<QueuePage> =>
  withSession(async (token) => (await requestJson(url, gamesApi.listWaitlist.response, { token })).data);

/**
 * What hosts and co-hosts see of the waitlist: who waits, in order, and who holds an
 * offer until when. The detail carries the line's first 50; "Show more" follows the server's next URL.
 */
export function WaitlistQueue({ waitlist }: { waitlist: WaitlistView }) {
  const { items, hasMore, loading, error, loadMore } = usePagedList<QueuePage, Entry & { id: string }>(waitlist, asPage, fetchQueuePage);
  return (
    <Panel aria-labelledby="waitlist-queue-title">
      <h2 id="waitlist-queue-title">Waitlist</h2>
      <p>
        <Muted>
          {waitingText(Math.max(waitlist.count, items.length))}. A freed place goes to the first in line, who has 30 minutes to take it.
        </Muted>
      </p>
      <List aria-label="Waitlist queue">
        {items.map((entry) => (
          <li key={entry.userId}>
            {entry.name}
            {entry.offerExpiresAt && <Muted> · offered a place until {offerTime(entry.offerExpiresAt)}</Muted>}
          </li>
        ))}
      </List>
      {error && <Muted role="alert">The rest of the line could not be loaded; try again.</Muted>}
      {hasMore && (
        <Button variant="ghost" disabled={loading} onClick={() => void loadMore()}>
          {loading ? 'Loading…' : `Show more (${items.length} of ${waitlist.count})`}
        </Button>
      )}
    </Panel>
  );
}
