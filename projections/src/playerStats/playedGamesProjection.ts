import { gameEndMs, gameStartMs } from '@sports/shared-rules';
import type { GameDetails, GameEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';

/** v2: the growing `players` array is gone, so stores rebuild into a new collection. */
export const PLAYED_GAMES_COLLECTION = 'played_games_v2';

/**
 * One small document per game: where and when it is. Its players are the joined registered
 * participants in game_participants_v1 (see playedGames.ts): once the game is over (endAt <= now,
 * spec section 4) the commands that change who takes part are refused, so they are then who played.
 * A join no longer touches this document, so its cost does not grow with the game (docs/adr/0081-big-games.md). Leaderboards, buddies,
 * activity levels and review prompts read this.
 */
export type PlayedGameDocument = {
  id: string;
  listingId: string;
  /** The lower-cased city, the same region key the game list uses for "games by region". */
  region: string | null;
  /** The game's calendar day as the host wrote it. */
  date: string;
  startAt: number;
  endAt: number;
};

const placeAndTime = (details: GameDetails) => ({
  listingId: details.listingId,
  region: regionOf(details.location.city),
  date: details.date,
  startAt: gameStartMs(details.duration),
  endAt: gameEndMs(details.duration),
});

const evolvePlayedGame = (doc: PlayedGameDocument | null, event: GameEvent): PlayedGameDocument | null => {
  if (event.type === 'GameCreated') return doc ?? { id: event.data.activityId, ...placeAndTime(event.data.details) };
  if (!doc) return null;
  switch (event.type) {
    case 'GameUpdated':
      return { ...doc, ...placeAndTime(event.data.details) };
    case 'GameDeleted':
      return null;
    default:
      return doc;
  }
};

export const playedGamesProjection = defineProjection<PlayedGameDocument>({
  name: 'playerStats.playedGames.v2',
  collection: {
    name: PLAYED_GAMES_COLLECTION,
    indexes: [
      // Leaderboard: the games of one listing and region that ended in a time range.
      {
        fields: [
          ['listingId', 1],
          ['region', 1],
          ['endAt', 1],
        ],
      },
      // A user's games (ids from the participants) and the review-prompt sweep, by end time.
      { fields: [['endAt', -1]] },
    ],
  },
  handles: ['GameCreated', 'GameUpdated', 'GameDeleted'],
  documentId: (event: RecordedEvent) => (event.data as { activityId?: string }).activityId ?? null,
  evolve: (doc, event) => evolvePlayedGame(doc, event as unknown as GameEvent),
});
