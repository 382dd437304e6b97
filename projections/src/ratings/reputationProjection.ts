import { reputationOf, starRatingOf, type Assessment, type RatingEvent, type RecordedEvent, type Reputation, type StarRating, type StarTally } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { countingGames, setAsideTarget, withAside, type PerGame } from './perGame';

export const PLAYER_REPUTATION_COLLECTION = 'player_reputation';

/**
 * A player's reputation (docs/ratings.md): per game, the assessments of the host and co-hosts
 * merged into one verdict, and the stars from the people who rated them as a player; the formulas of contracts
 * reputation.ts over the games that count. Id: the user id.
 */
export type PlayerReputationDocument = {
  id: string;
  games: PerGame<{ assessment?: Assessment; stars?: StarTally }>;
  reputation: Reputation;
  playerStars: StarRating;
};

/**
 * The game's verdict when the host and co-hosts each assessed the player: attendance is the
 * latest answer; a flag set by any of them stays set (an untouched flag says nothing); a player
 * who did not show up has no flags.
 */
export const mergedAssessment = (earlier: Assessment | undefined, latest: Assessment): Assessment => {
  const came = latest.isParticipated;
  const flag = (name: 'isPunctual' | 'isTeamPlayer' | 'isOnTimePayment') => came && (latest[name] || (earlier?.[name] ?? false));
  return { isParticipated: came, isPunctual: flag('isPunctual'), isTeamPlayer: flag('isTeamPlayer'), isOnTimePayment: flag('isOnTimePayment') };
};

const summarised = (id: string, games: PlayerReputationDocument['games']): PlayerReputationDocument => {
  const counting = countingGames(games);
  return {
    id,
    games,
    reputation: reputationOf(counting.flatMap((g) => (g.assessment ? [g.assessment] : []))),
    playerStars: starRatingOf(counting.flatMap((g) => (g.stars ? [g.stars] : []))),
  };
};

const evolveReputation = (doc: PlayerReputationDocument | null, event: RecordedEvent): PlayerReputationDocument | null => {
  const target = setAsideTarget(event);
  if (target) return doc && summarised(doc.id, withAside(doc.games, target.activityId, target.aside));
  const rated = event as unknown as Extract<RatingEvent, { type: 'ParticipantRated' }>;
  const { activityId, ratedUserId, stars, assessment } = rated.data;
  const games = doc?.games ?? {};
  const entry = { ...games[activityId] };
  if (assessment) entry.assessment = mergedAssessment(entry.assessment, assessment);
  if (stars !== undefined) entry.stars = { sum: (entry.stars?.sum ?? 0) + stars, count: (entry.stars?.count ?? 0) + 1 };
  return summarised(ratedUserId, { ...games, [activityId]: entry });
};

export const reputationProjection = defineProjection<PlayerReputationDocument>({
  name: 'ratings.reputation',
  // Read by user id (the reputation call, and the leaderboard for the players it ranks).
  collection: { name: PLAYER_REPUTATION_COLLECTION, indexes: [] },
  handles: ['ParticipantRated', 'RatingsSetAside', 'RatingsRestored'],
  // A rating with neither stars nor an assessment (a skill level alone) says nothing about reputation.
  documentId: (event: RecordedEvent) => {
    const target = setAsideTarget(event);
    if (target) return target.userId;
    const { ratedUserId, stars, assessment } = (event as unknown as Extract<RatingEvent, { type: 'ParticipantRated' }>).data;
    return stars === undefined && !assessment ? null : ratedUserId;
  },
  evolve: evolveReputation,
});
