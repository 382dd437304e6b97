import { reputationOf, starRatingOf } from '@sports/contracts';
import { HOST_RATINGS_COLLECTION, PLAYER_REPUTATION_COLLECTION, type DocumentStore, type HostRatingDocument, type PlayerReputationDocument } from '@sports/projections';

/** A user's reputation, stars as a player and as a host, and the assessments behind the reputation (counted: the game happened). */
export const getReputation = async (store: DocumentStore, userId: string) => {
  const player = await store.get<PlayerReputationDocument>(PLAYER_REPUTATION_COLLECTION, userId);
  const host = await store.get<HostRatingDocument>(HOST_RATINGS_COLLECTION, userId);
  const assessments = Object.entries(player?.games ?? {}).flatMap(([activityId, game]) => (game.assessment ? [{ activityId, ...game.assessment, counted: !game.aside }] : []));
  return {
    userId,
    reputation: player?.reputation ?? reputationOf([]),
    playerStars: player?.playerStars ?? starRatingOf([]),
    hostRating: host?.rating ?? starRatingOf([]),
    assessments,
  };
};
