import type { GameDocument, WaitlistView } from '@sports/contracts';
import { WAITLIST_COLLECTION, waitlistEntryId, type DocumentStore, type WaitlistEntryDocument } from '@sports/projections';
import type { NameOf } from '../people/nameBook';

/** The queue a host reads in a game's detail: its first entries, by place. */
export const WAITLIST_QUEUE_PAGE = 50;

/** The viewer's own entry in a game's line (one get by id), or null. */
export const waitlistEntryOf = (
  store: DocumentStore,
  activityId: string,
  viewerId: string | null,
): Promise<WaitlistEntryDocument | null> =>
  viewerId ? store.get<WaitlistEntryDocument>(WAITLIST_COLLECTION, waitlistEntryId(activityId, viewerId)) : Promise.resolve(null);

const asEntry = ({ userId, name, joined, offerExpiresAt }: WaitlistEntryDocument) => ({ userId, name, joined, offerExpiresAt });

export const waitlistUrl = (activityId: string, page: number, size: number): string =>
  `/api/vm/activities/${encodeURIComponent(activityId)}/waitlist?page=${page}&size=${size}`;

/** One page of a game's line by place (one range of the (activityId, place) index); positions from the page's start. */
export const waitlistQueuePage = async (store: DocumentStore, activityId: string, page: { page: number; size: number }) => {
  const docs = await store.find<WaitlistEntryDocument>(WAITLIST_COLLECTION, {
    filter: { activityId },
    sort: [['place', 1]],
    skip: page.page * page.size,
    limit: page.size + 1,
  });
  const queue = docs.slice(0, page.size).map((e, i) => ({ ...asEntry(e), position: page.page * page.size + i + 1 }));
  return { queue, nextUrl: docs.length > page.size ? waitlistUrl(activityId, page.page + 1, page.size) : null };
};

/** The queue for the host and co-hosts only (names in line are theirs to see). */
export const seesWaitlistQueue = (game: Pick<GameDocument, 'hostandCoHost'>, viewerId: string | null): boolean =>
  viewerId !== null && game.hostandCoHost.includes(viewerId);

/**
 * The waitlist a game's detail carries for one viewer: the count for anyone (the
 * game document's), the viewer's own place and offer (their entry, and a count of those ahead along
 * the (activityId, place) index), and for the host and co-hosts the first page of the queue
 * (queueNextUrl: GET the waitlist, for the rest).
 * Nothing read grows with the line but the count of those ahead of the viewer.
 * A game nobody waits for costs nothing to read.
 */
export const waitlistOfGame = async (
  store: DocumentStore,
  game: GameDocument,
  viewerId: string | null,
  own?: WaitlistEntryDocument | null,
): Promise<WaitlistView> => {
  const count = game.waitlistCount ?? 0;
  const isHost = seesWaitlistQueue(game, viewerId);
  if (count === 0) return { count: 0, position: null, offer: null, ...(isHost ? { queue: [], queueNextUrl: null } : {}) };
  const [entry, first] = await Promise.all([
    own === undefined ? waitlistEntryOf(store, game.activityId, viewerId) : Promise.resolve(own),
    isHost ? waitlistQueuePage(store, game.activityId, { page: 0, size: WAITLIST_QUEUE_PAGE }) : null,
  ]);
  const ahead = entry ? await store.count(WAITLIST_COLLECTION, { activityId: game.activityId, place: { $lt: entry.place } }) : 0;
  return {
    count,
    position: entry ? ahead + 1 : null,
    offer: entry?.offerExpiresAt ? { expiresAt: entry.offerExpiresAt } : null,
    ...(first ? { queue: first.queue, queueNextUrl: first.nextUrl } : {}),
  };
};

/** The queue with each player's current name (people/nameBook.ts): the entries copied it when they queued. */
export const queueWithCurrentNames = <E extends { userId: string; name: string }>(queue: E[], nameOf: NameOf): E[] =>
  queue.map((entry) => {
    const name = nameOf(entry.userId);
    return name === undefined || name === entry.name ? entry : { ...entry, name };
  });

export const waitlistWithCurrentNames = (view: WaitlistView, nameOf: NameOf): WaitlistView =>
  view.queue ? { ...view, queue: queueWithCurrentNames(view.queue, nameOf) } : view;
