import type { DocumentStore } from '../documentStore/port';
import { GAMES_COLLECTION } from '../gameList/gameListProjection';
import { WAITLIST_COLLECTION, type WaitlistEntryDocument } from './waitlistProjection';

/** Due offers looked at by one sweep. */
const DUE_LIMIT = 500;

/**
 * The open waitlist offers whose window closed by `now`, earliest first, for the waitlist sweeper
 *: one range of the entries' expiry index. A deleted game's entries stay behind
 * in the read model (its line is not listed by the deletion); their offers are skipped here.
 */
export const dueWaitlistOffers = async (
  documents: Pick<DocumentStore, 'find' | 'get'>,
  now: string,
): Promise<Array<{ activityId: string; userId: string; expiresAt: string }>> => {
  const due = await documents.find<WaitlistEntryDocument>(WAITLIST_COLLECTION, {
    filter: { offerExpiresAt: { $lte: now } },
    sort: [['offerExpiresAt', 1]],
    limit: DUE_LIMIT,
  });
  const games = [...new Set(due.map((e) => e.activityId))];
  const gone = new Set(
    (await Promise.all(games.map(async (id) => ((await documents.get(GAMES_COLLECTION, id)) ? null : id)))).filter((id) => id !== null),
  );
  return due.flatMap((e) =>
    e.offerExpiresAt !== null && !gone.has(e.activityId)
      ? [{ activityId: e.activityId, userId: e.userId, expiresAt: e.offerExpiresAt }]
      : [],
  );
};
