import { DomainError, type Actor } from '@sports/contracts';
import { mayReadPrivateAccount } from '@sports/shared-rules';
import { RATINGS_GIVEN_COLLECTION, pairId, type DocumentStore, type RatingsGivenDocument } from '@sports/projections';
import { getVisibleGame } from '../games/gameQueries';

/**
 * Spec sections 4 and 7, ratedGame: the user's earlier rating of the game, or null. The listing
 * in the path must be the game's (the spec's client sends it). The caller's own rating only.
 */
export const getRatedGame = async (
  store: DocumentStore,
  params: { activityId: string; listingId: string; userId: string },
  viewer: Pick<Actor, 'userId' | 'role'>,
) => {
  if (!mayReadPrivateAccount(viewer, params.userId)) throw new DomainError('FORBIDDEN', 'This is the rating of another user', 'userId');
  const game = await getVisibleGame(store, params.activityId, viewer);
  if (!game) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
  if (game.listingId !== params.listingId) throw new DomainError('GAME_NOT_FOUND', 'The game is not of this listing', 'listingId');
  const given = await store.get<RatingsGivenDocument>(RATINGS_GIVEN_COLLECTION, pairId(params.activityId, params.userId));
  return given?.gameRating ?? null;
};
