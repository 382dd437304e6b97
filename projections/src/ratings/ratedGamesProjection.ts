import { gameEndMs, type GameEvent, type RatingEvent, type RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';

export const RATED_GAMES_COLLECTION = 'rated_games';

/**
 * One small document per game: its name, listing, region and end (from the game's stream) and
 * the answers to 'Did this activity happen ?' (from its ratings stream). Leaderboards and
 * activity levels leave out the games marked as not having happened; the review prompt reads
 * the names here.
 */
export type RatedGameDocument = {
  id: string;
  name: string;
  listingId: string;
  region: string | null;
  endAt: number;
  happenedVotes: number;
  notHappenedVotes: number;
  notHappened: boolean;
};

const evolveRatedGame = (doc: RatedGameDocument | null, event: GameEvent | RatingEvent): RatedGameDocument | null => {
  switch (event.type) {
    case 'GameCreated':
    case 'GameUpdated': {
      const { details } = event.data;
      const place = { name: details.name, listingId: details.listingId, region: regionOf(details.location.city), endAt: gameEndMs(details.duration) };
      return { id: event.data.activityId, happenedVotes: 0, notHappenedVotes: 0, notHappened: false, ...doc, ...place };
    }
    case 'GameDeleted':
      return null;
    case 'GameRated':
      if (!doc) return null;
      return event.data.isGameHappened ? { ...doc, happenedVotes: doc.happenedVotes + 1 } : { ...doc, notHappenedVotes: doc.notHappenedVotes + 1 };
    case 'GameMarkedNotHappened':
      return doc && { ...doc, notHappened: true };
    case 'GameMarkedHappened':
      return doc && { ...doc, notHappened: false };
    default:
      return doc;
  }
};

export const ratedGamesProjection = defineProjection<RatedGameDocument>({
  name: 'ratings.ratedGames',
  collection: {
    name: RATED_GAMES_COLLECTION,
    indexes: [
      // Leaderboards: the games of a listing and region marked as not happened, in the window.
      { fields: [['listingId', 1], ['region', 1], ['notHappened', 1], ['endAt', 1]] },
      // Activity levels: every game marked as not happened, in the window.
      { fields: [['notHappened', 1], ['endAt', 1]] },
    ],
  },
  handles: ['GameCreated', 'GameUpdated', 'GameDeleted', 'GameRated', 'GameMarkedNotHappened', 'GameMarkedHappened'],
  documentId: (event: RecordedEvent) => (event.data as { activityId?: string }).activityId ?? null,
  evolve: (doc, event) => evolveRatedGame(doc, event as unknown as GameEvent | RatingEvent),
});
