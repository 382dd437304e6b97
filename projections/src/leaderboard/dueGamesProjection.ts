import { LEADERBOARD_WINDOW_MS, type GameDetails, type RecordedEvent, type TimeEventData } from '@sports/contracts';
import { gameEndMs } from '@sports/shared-rules';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';

export const DUE_GAMES_COLLECTION = 'due_games';

/**
 * The game clock scheduler's durable due times: one document per game still
 * waiting for time to pass. `ending` until GameEnded is in the log (due at the game's end), then
 * `ended` until RatingWindowClosed (due LEADERBOARD_WINDOW_DAYS after the end), then gone. A
 * restarted scheduler reads its due games here, so nothing it owed is forgotten; the game clock
 * stream decides, so nothing is appended twice. The leaderboards also read the `ended` games
 * (their players) to take out the games marked as not having happened.
 */
export type DueGameDocument = {
  id: string;
  listingId: string;
  region: string | null;
  endAt: number;
  stage: 'ending' | 'ended';
  /** When the next time event of this game is due (epoch ms). */
  dueAt: number;
  /** Joined at the end (from GameEnded); empty while ending. */
  players: string[];
};

const placeAndEnd = (details: GameDetails) => ({
  listingId: details.listingId,
  region: regionOf(details.location.city),
  endAt: gameEndMs(details.duration),
});

const evolveDueGame = (doc: DueGameDocument | null, event: RecordedEvent): DueGameDocument | null => {
  switch (event.type) {
    case 'GameCreated': {
      if (doc) return doc;
      const data = event.data as { activityId: string; details: GameDetails };
      const place = placeAndEnd(data.details);
      return { id: data.activityId, ...place, stage: 'ending', dueAt: place.endAt, players: [] };
    }
    case 'GameUpdated': {
      // Once ended a game no longer changes (its commands are refused); the end stays as appended.
      if (!doc || doc.stage !== 'ending') return doc;
      const place = placeAndEnd((event.data as { details: GameDetails }).details);
      return { ...doc, ...place, dueAt: place.endAt };
    }
    case 'GameDeleted':
      return doc?.stage === 'ending' ? null : doc;
    case 'GameEnded': {
      if (!doc) return null;
      const data = event.data as TimeEventData<'GameEnded'>;
      const endAt = Date.parse(data.endAt);
      return { ...doc, endAt, stage: 'ended', dueAt: endAt + LEADERBOARD_WINDOW_MS, players: data.players };
    }
    case 'RatingWindowClosed':
      return null;
    default:
      return doc;
  }
};

export const dueGamesProjection = defineProjection<DueGameDocument>({
  name: 'scheduler.dueGames',
  collection: { name: DUE_GAMES_COLLECTION, indexes: [{ fields: [['dueAt', 1]] }] },
  handles: ['GameCreated', 'GameUpdated', 'GameDeleted', 'GameEnded', 'RatingWindowClosed'],
  documentId: (event) => (event.data as { activityId?: string }).activityId ?? null,
  evolve: evolveDueGame,
});
