import { starRatingOf, type RatingEvent, type RecordedEvent, type StarRating, type StarTally } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { countingGames, setAsideTarget, withAside, type PerGame } from './perGame';

export const HOST_RATINGS_COLLECTION = 'host_ratings';

/**
 * The stars a host (or co-host) received, per game, from verified attendees only; the average is
 * shown from a minimum count (contracts reputation.ts starRatingOf). Id: the host's user id.
 */
export type HostRatingDocument = {
  id: string;
  games: PerGame<StarTally>;
  rating: StarRating;
};

const adding = (games: HostRatingDocument['games'], activityId: string, stars: number, sign: 1 | -1 | 0): HostRatingDocument['games'] => {
  const entry = games[activityId] ?? { sum: 0, count: 0 };
  return { ...games, [activityId]: { ...entry, sum: entry.sum + sign * stars, count: entry.count + sign } };
};

const evolveHostRating = (doc: HostRatingDocument | null, event: RecordedEvent): HostRatingDocument | null => {
  const target = setAsideTarget(event);
  let games: HostRatingDocument['games'];
  if (target) {
    if (!doc) return null;
    games = withAside(doc.games, target.activityId, target.aside);
  } else {
    const e = event as unknown as Extract<RatingEvent, { type: 'HostRated' | 'HostRatingVerificationChanged' }>;
    const counts = e.data.verifiedAttendee;
    // A rating that does not count still opens the game's entry, so a later verification finds it.
    const sign = e.type === 'HostRated' ? (counts ? 1 : 0) : counts ? 1 : -1;
    games = adding(doc?.games ?? {}, e.data.activityId, e.data.stars, sign);
  }
  const id = doc?.id ?? (event.data as { hostId: string }).hostId;
  return { id, games, rating: starRatingOf(countingGames(games)) };
};

export const hostRatingProjection = defineProjection<HostRatingDocument>({
  name: 'ratings.hostRating',
  collection: { name: HOST_RATINGS_COLLECTION, indexes: [] },
  handles: ['HostRated', 'HostRatingVerificationChanged', 'RatingsSetAside', 'RatingsRestored'],
  documentId: (event: RecordedEvent) => setAsideTarget(event)?.userId ?? (event.data as { hostId: string }).hostId,
  evolve: evolveHostRating,
});
