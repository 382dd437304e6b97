import { PLAYED_GAMES_COLLECTION, RATED_GAMES_COLLECTION, RATINGS_GIVEN_COLLECTION, hasActedOn, pairId, type DocumentStore, type RatedGameDocument, type RatingsGivenDocument } from '@sports/projections';
import { loadByIds } from '../people/personSummary';

const DAY_MS = 24 * 60 * 60 * 1000;
/** More past games than anyone plays in the longest look-back a client may ask for. */
const MAX_PROMPTS = 100;

/**
 * Spec sections 2, 4 and 7, post-activity review prompt: the games the user was a joined
 * participant of at the end (played games, multikey `players` and `endAt`), ended in the last
 * `daysBack` days, newest first, less those the user already acted on (answered the prompt or
 * rated anything in, per the ratings-given documents of that game and user).
 */
export const listReviewPrompts = async (store: DocumentStore, userId: string, daysBack: number, nowMs: number) => {
  const filter = { players: userId, endAt: { $gt: nowMs - daysBack * DAY_MS, $lte: nowMs } };
  const played = (await store.findFields(PLAYED_GAMES_COLLECTION, { filter, sort: [['endAt', -1]], limit: MAX_PROMPTS }, [])).map((r) => r.id);
  const given = await loadByIds<RatingsGivenDocument>(store, RATINGS_GIVEN_COLLECTION, played.map((id) => pairId(id, userId)));
  const pending = played.filter((id) => !hasActedOn(given.get(pairId(id, userId))));
  const games = await loadByIds<RatedGameDocument>(store, RATED_GAMES_COLLECTION, pending);
  return pending.map((activityId) => ({ activityId, activityName: games.get(activityId)?.name ?? '' }));
};
