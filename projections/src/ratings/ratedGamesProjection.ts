import { gameEndMs } from '@sports/shared-rules';
import type { GameEvent, RatingEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';

export const RATED_GAMES_COLLECTION = 'rated_games';

/**
 * One small document per game: its name, listing, region and end (from the game's stream) and
 * whether most raters say it did not happen (from its ratings stream; the decider counts the
 * votes). Leaderboards and activity levels leave those games out; the review prompt reads the
 * names here.
 */
export type RatedGameDocument = {
  id: string;
  name: string;
  listingId: string;
  region: string | null;
  endAt: number;
  notHappened: boolean;
};

const evolveRatedGame = (doc: RatedGameDocument | null, event: GameEvent | RatingEvent): RatedGameDocument | null => {
  switch (event.type) {
    case 'GameCreated':
    case 'GameUpdated': {
      const { details } = event.data;
      const place = {
        name: details.name,
        listingId: details.listingId,
        region: regionOf(details.location.city),
        endAt: gameEndMs(details.duration),
      };
      return { id: event.data.activityId, notHappened: false, ...doc, ...place };
    }
    case 'GameDeleted':
      return null;
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
      {
        fields: [
          ['listingId', 1],
          ['region', 1],
          ['notHappened', 1],
          ['endAt', 1],
        ],
      },
      // Activity levels: every game marked as not happened, in the window.
      {
        fields: [
          ['notHappened', 1],
          ['endAt', 1],
        ],
      },
    ],
  },
  handles: ['GameCreated', 'GameUpdated', 'GameDeleted', 'GameMarkedNotHappened', 'GameMarkedHappened'],
  documentId: (event: RecordedEvent) => (event.data as { activityId?: string }).activityId ?? null,
  evolve: (doc, event) => evolveRatedGame(doc, event as unknown as GameEvent | RatingEvent),
});
