import type { GameDocument, WaitlistView } from '@sports/contracts';
import { WAITLIST_COLLECTION, waitlistEntryId, type DocumentStore, type WaitlistEntryDocument } from '@sports/projections';

/** The queue a host reads in a game's detail: its first entries, by place (issue 21 item 2). */
export const WAITLIST_QUEUE_PAGE = 50;

/** The viewer's own entry in a game's line (one get by id), or null. */
export const waitlistEntryOf = (store: DocumentStore, activityId: string, viewerId: string | null): Promise<WaitlistEntryDocument | null> =>
  viewerId ? store.get<WaitlistEntryDocument>(WAITLIST_COLLECTION, waitlistEntryId(activityId, viewerId)) : Promise.resolve(null);

const asEntry = ({ userId, name, joined, offerExpiresAt }: WaitlistEntryDocument) => ({ userId, name, joined, offerExpiresAt });

/**
 * The waitlist a game's detail carries for one viewer (issue 18 item 8): the count for anyone (the
 * game document's), the viewer's own place and offer (their entry, and a count of those ahead along
 * the (activityId, place) index), and for the host and co-hosts the first page of the queue.
 * Issue 21 item 2: nothing read grows with the line but the count of those ahead of the viewer.
 * A game nobody waits for costs nothing to read.
 */
export const waitlistOfGame = async (store: DocumentStore, game: GameDocument, viewerId: string | null, own?: WaitlistEntryDocument | null): Promise<WaitlistView> => {
  const count = game.waitlistCount ?? 0;
  const isHost = viewerId !== null && game.hostandCoHost.includes(viewerId);
  if (count === 0) return { count: 0, position: null, offer: null, ...(isHost ? { queue: [] } : {}) };
  const [entry, queue] = await Promise.all([
    own === undefined ? waitlistEntryOf(store, game.activityId, viewerId) : Promise.resolve(own),
    isHost ? store.find<WaitlistEntryDocument>(WAITLIST_COLLECTION, { filter: { activityId: game.activityId }, sort: [['place', 1]], limit: WAITLIST_QUEUE_PAGE }) : null,
  ]);
  const ahead = entry ? await store.count(WAITLIST_COLLECTION, { activityId: game.activityId, place: { $lt: entry.place } }) : 0;
  return {
    count,
    position: entry ? ahead + 1 : null,
    offer: entry?.offerExpiresAt ? { expiresAt: entry.offerExpiresAt } : null,
    ...(queue ? { queue: queue.map((e, i) => ({ ...asEntry(e), position: i + 1 })) } : {}),
  };
};
