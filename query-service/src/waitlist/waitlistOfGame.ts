import { waitlistViewFor, type GameDocument, type WaitlistDocument, type WaitlistView } from '@sports/contracts';
import { WAITLISTS_COLLECTION, type DocumentStore } from '@sports/projections';

/**
 * The waitlist a game's detail carries for one viewer (issue 18 item 8): the count for anyone,
 * the viewer's own place and offer, and names and positions only for the host and co-hosts.
 * A game nobody waits for costs nothing to read.
 */
export const waitlistOfGame = async (store: DocumentStore, game: GameDocument, viewerId: string | null): Promise<WaitlistView> => {
  const line = (game.waitlistIds?.length ?? 0) > 0 ? await store.get<WaitlistDocument>(WAITLISTS_COLLECTION, game.activityId) : null;
  return waitlistViewFor(line, viewerId, viewerId !== null && game.hostandCoHost.includes(viewerId));
};
