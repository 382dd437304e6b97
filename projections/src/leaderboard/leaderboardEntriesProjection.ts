import type { RecordedEvent, TimeEventData } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const LEADERBOARD_ENTRIES_COLLECTION = 'leaderboard_entries';

/**
 * Games played per player on one board (listing × region): +1 when a game the
 * player was joined in at its end ends (GameEnded), -1 when it leaves the window
 * (RatingWindowClosed); a player at 0 leaves the board. Both events come from the game clock
 * scheduler, so this read model never reads a clock and every query process reads the same
 * numbers. One event changes one document per player (fan-out, like a class's sessions).
 */
export type LeaderboardEntryDocument = {
  id: string;
  listingId: string;
  region: string;
  userId: string;
  gamesPlayed: number;
};

/** The id of a player's entry on a board; JSON keeps any region text apart from the other parts. */
export const leaderboardEntryId = (listingId: string, region: string, userId: string): string =>
  JSON.stringify([listingId, region, userId]);

type BoardGame = TimeEventData<'GameEnded'>;

const entryIds = (event: RecordedEvent): string[] | null => {
  const game = event.data as BoardGame;
  // A game with no city is on no board (the board's region is the game's city).
  if (game.region === null || game.players.length === 0) return null;
  return [...new Set(game.players)].map((userId) => leaderboardEntryId(game.listingId, game.region!, userId));
};

const evolveEntry = (doc: LeaderboardEntryDocument | null, event: RecordedEvent, id?: string): LeaderboardEntryDocument | null => {
  const [listingId, region, userId] = JSON.parse(id!) as [string, string, string];
  const gamesPlayed = (doc?.gamesPlayed ?? 0) + (event.type === 'GameEnded' ? 1 : -1);
  return gamesPlayed > 0 ? { id: id!, listingId, region, userId, gamesPlayed } : null;
};

export const leaderboardEntriesProjection = defineProjection<LeaderboardEntryDocument, string[]>({
  name: 'leaderboard.entries',
  collection: {
    name: LEADERBOARD_ENTRIES_COLLECTION,
    // A board's top: most games first, equal counts by user id (the order the board shows).
    indexes: [
      {
        fields: [
          ['listingId', 1],
          ['region', 1],
          ['gamesPlayed', -1],
          ['userId', 1],
        ],
      },
    ],
  },
  handles: ['GameEnded', 'RatingWindowClosed'],
  documentId: entryIds,
  evolve: evolveEntry,
});
