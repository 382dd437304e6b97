import {
  RATED_GAMES_COLLECTION,
  RATINGS_GIVEN_COLLECTION,
  hasActedOn,
  playedGamesOf,
  pairId,
  type DocumentStore,
  type RatedGameDocument,
  type RatingsGivenDocument,
} from '@sports/projections';
import { loadByIds } from '../people/personSummary';

const DAY_MS = 24 * 60 * 60 * 1000;
/** More past games than anyone plays in the longest look-back a client may ask for. */
const MAX_PROMPTS = 100;

/**
 * Spec sections 2, 4 and 7, post-activity review prompt: the games the user was a joined
 * participant of at the end (their joined games, then played games by `endAt`), ended in the last
 * `daysBack` days, newest first, less those the user already acted on (answered the prompt or
 * rated anything in, per the ratings-given documents of that game and user).
 */
export const listReviewPrompts = async (store: DocumentStore, userId: string, daysBack: number, nowMs: number) => {
  const ended = { endAt: { $gt: nowMs - daysBack * DAY_MS, $lte: nowMs } };
  const played = (await playedGamesOf(store, userId, ended, MAX_PROMPTS)).map((g) => g.id);
  const given = await loadByIds<RatingsGivenDocument>(
    store,
    RATINGS_GIVEN_COLLECTION,
    played.map((id) => pairId(id, userId)),
  );
  const pending = played.filter((id) => !hasActedOn(given.get(pairId(id, userId))));
  const games = await loadByIds<RatedGameDocument>(store, RATED_GAMES_COLLECTION, pending);
  return pending.map((activityId) => ({ activityId, activityName: games.get(activityId)?.name ?? '' }));
};
