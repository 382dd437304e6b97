import type { DocumentStore, Filter } from '../documentStore/port';
import { GAME_PARTICIPANTS_COLLECTION, type GameParticipantDocument } from '../gameParticipants/gameParticipantsProjection';
import { PLAYED_GAMES_COLLECTION, type PlayedGameDocument } from './playedGamesProjection';

/**
 * Who played which game: the played-games documents hold place and time only, and
 * the players are the registered participants whose entry is `joined` in game_participants_v1
 * (offline participants have no account and are left out, as before). A join writes one
 * participant document, so no read model here grows with a game.
 */
export type PlayedGameWithPlayers = PlayedGameDocument & { players: string[] };

type Reader = Pick<DocumentStore, 'find'>;

/** Keeps each `$in` list well under SQLite's limit on bound parameters. */
const CHUNK = 500;
const chunksOf = <T>(items: readonly T[]): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  return chunks;
};

const isPlayer = (p: GameParticipantDocument) => p.status === 'joined' && p.entry?.isOfflineParticipant !== true;

/** The games the user is a joined participant of now (index userId, status). */
export const joinedGameIdsOf = async (store: Reader, userId: string): Promise<string[]> =>
  (await store.find<GameParticipantDocument>(GAME_PARTICIPANTS_COLLECTION, { filter: { userId, status: 'joined' } }))
    .filter(isPlayer)
    .map((p) => p.activityId);

/** Each game's joined registered players, in the order they came (index activityId, status, order). */
export const playersOfGames = async (store: Reader, activityIds: readonly string[]): Promise<Map<string, string[]>> => {
  const players = new Map<string, string[]>(activityIds.map((id) => [id, []]));
  for (const ids of chunksOf([...new Set(activityIds)])) {
    const docs = await store.find<GameParticipantDocument>(GAME_PARTICIPANTS_COLLECTION, {
      filter: { activityId: { $in: ids }, status: 'joined' },
      sort: [['order', 1]],
    });
    for (const p of docs) if (isPlayer(p)) players.get(p.activityId)?.push(p.userId);
  }
  return players;
};

/** Newest end first, equal ends by id descending: the order `sort: [['endAt', -1]]` gives. */
const newestFirst = (a: PlayedGameDocument, b: PlayedGameDocument) => b.endAt - a.endAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The user's played games matching `where` (on played-games fields other than id), newest first, at most `limit`. */
export const playedGamesOf = async (store: Reader, userId: string, where: Filter, limit?: number): Promise<PlayedGameDocument[]> => {
  const found: PlayedGameDocument[] = [];
  for (const ids of chunksOf(await joinedGameIdsOf(store, userId))) {
    found.push(
      ...(await store.find<PlayedGameDocument>(PLAYED_GAMES_COLLECTION, {
        filter: { ...where, id: { $in: ids } },
        sort: [['endAt', -1]],
        limit,
      })),
    );
  }
  return found.sort(newestFirst).slice(0, limit ?? found.length);
};

/** How many of the user's played games match `where`; `among` narrows to these game ids. */
export const countPlayedGamesOf = async (
  store: Pick<DocumentStore, 'find' | 'count'>,
  userId: string,
  where: Filter,
  among?: readonly string[],
): Promise<number> => {
  const allowed = among && new Set(among);
  const ids = (await joinedGameIdsOf(store, userId)).filter((id) => !allowed || allowed.has(id));
  let total = 0;
  for (const chunk of chunksOf(ids)) total += await store.count(PLAYED_GAMES_COLLECTION, { ...where, id: { $in: chunk } });
  return total;
};

/** The played games with their players (buddies' co-players, the review-prompt sweep). */
export const withPlayers = async (store: Reader, games: readonly PlayedGameDocument[]): Promise<PlayedGameWithPlayers[]> => {
  const players = await playersOfGames(
    store,
    games.map((g) => g.id),
  );
  return games.map((g) => ({ ...g, players: players.get(g.id) ?? [] }));
};
