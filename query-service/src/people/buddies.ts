import type { RouteResponse, peopleApi } from '@sports/contracts';
import { playedGamesOf, withPlayers, type DocumentStore, type PlayedGameWithPlayers } from '@sports/projections';
import { loadUsers, personSummaryOf } from './personSummary';

/**
 * Spec section 7 "GET buddies": people who played a past game with the viewer. Read from the
 * viewer's joined games (participants by user), newest first by the played-games end time, capped
 * at the viewer's last MAX_GAMES past games, their co-players from the participants by game, and
 * counted in memory: bounded, index-served reads per request, and no per-pair read model to keep in step when someone leaves a game before it ends.
 */
export const MAX_BUDDY_GAMES = 500;

export interface BuddyTally {
  userId: string;
  gamesTogether: number;
  lastPlayedOn: string;
  lastActivityId: string;
  lastEndAt: number;
}

/** Most games together first, then the most recent game, then by id so the order is stable. */
export const tallyBuddies = (viewerId: string, games: readonly PlayedGameWithPlayers[]): BuddyTally[] => {
  const byUser = new Map<string, BuddyTally>();
  for (const game of games) {
    for (const userId of game.players) {
      if (userId === viewerId) continue;
      const seen = byUser.get(userId);
      if (!seen) byUser.set(userId, { userId, gamesTogether: 1, lastPlayedOn: game.date, lastActivityId: game.id, lastEndAt: game.endAt });
      else {
        seen.gamesTogether += 1;
        if (game.endAt > seen.lastEndAt) Object.assign(seen, { lastPlayedOn: game.date, lastActivityId: game.id, lastEndAt: game.endAt });
      }
    }
  }
  return [...byUser.values()].sort(
    (a, b) => b.gamesTogether - a.gamesTogether || b.lastEndAt - a.lastEndAt || (a.userId < b.userId ? -1 : 1),
  );
};

/** The viewer's latest past games where they were a joined participant at the end (spec section 4: over when endAt has passed). */
export const pastGamesOf = async (store: DocumentStore, userId: string, nowMs: number, limit: number): Promise<PlayedGameWithPlayers[]> =>
  withPlayers(store, await playedGamesOf(store, userId, { endAt: { $lte: nowMs } }, limit));

export const listBuddies = async (
  store: DocumentStore,
  viewerId: string,
  nowMs: number,
  limit: number,
): Promise<RouteResponse<typeof peopleApi.listMyBuddies>['data']> => {
  const games = await pastGamesOf(store, viewerId, nowMs, MAX_BUDDY_GAMES);
  const top = tallyBuddies(viewerId, games).slice(0, limit);
  const users = await loadUsers(
    store,
    top.map((b) => b.userId),
  );
  return {
    buddies: top.map((b) => ({
      user: personSummaryOf(users.get(b.userId), { id: b.userId, name: '' }),
      gamesTogether: b.gamesTogether,
      lastPlayedOn: b.lastPlayedOn,
      lastActivityId: b.lastActivityId,
    })),
    gamesConsidered: games.length,
  };
};
