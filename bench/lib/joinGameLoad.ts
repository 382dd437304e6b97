import type { TokenService } from '@sports/service-kit';
import type { LoadRequest } from './load';

/** Realistic games: 22 places; a client that fills one moves on to its next game. */
export const GAME_SIZE = 22;

/** A football game two days ahead, 18:00–20:00 IST, as the game form sends it (bench:write, bench:big-games). */
export const benchGameBody = (name: string, maxParticipants: number): string => {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  return JSON.stringify({
    name,
    listingId: 'football',
    listingName: 'Football',
    activityFormat: '5v5',
    date: day,
    duration: [{ from: `${day}T18:00:00+05:30`, to: `${day}T20:00:00+05:30` }],
    location: { name: 'Bench Arena' },
    maxParticipants,
  });
};

/**
 * One game created, tried again after a reset connection: on a machine at load 15 the server
 * closes idle keep-alive sockets while 64 clients set up, and fetch may reuse one just closed.
 * A retry whose first try did land only leaves an unused game.
 */
const createGame = async (port: number, accessToken: string, body: string, tries = 3): Promise<Response> => {
  try {
    return await fetch(`http://127.0.0.1:${port}/api/vm/activities`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body,
    });
  } catch (error) {
    if (tries <= 1) throw error;
    return createGame(port, accessToken, body, tries - 1);
  }
};

/**
 * Player tokens by token service and user id: a bench that starts several platforms with one
 * secret (bench/joinCpu.ts, a fresh data directory each) signs each player once. A token names
 * no data directory, and every platform sees its session for the first time.
 */
const signed = new WeakMap<TokenService, Map<string, Promise<string>>>();
const playerToken = (tokens: TokenService, userId: string, name: string): Promise<string> => {
  let byUser = signed.get(tokens);
  if (!byUser) signed.set(tokens, (byUser = new Map<string, Promise<string>>()));
  let token = byUser.get(userId);
  if (!token) byUser.set(userId, (token = tokens.issue({ userId, name, role: 'player', scopeIds: [] }).then((t) => t.accessToken)));
  return token;
};

/**
 * bench:write's JoinGame load (also bench/profileWrite.ts): each client gets its own games and
 * `perClient` players with tokens signed ahead, so the load tool spends nothing on them; every
 * join is a different player. Returns the load tool's `next`.
 */
export const prepareJoinGame = async (
  port: number,
  tokens: TokenService,
  clients: number,
  perClient: number,
  /** Ids of hosts and players start with it: a second load on one log (bench:scale's next size) needs new people. */
  idPrefix = 'bench',
): Promise<(client: number, n: number) => LoadRequest> => {
  const gamesPerClient = Math.ceil(perClient / (GAME_SIZE - 1));
  const games = await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const { accessToken } = await tokens.issue({ userId: `${idPrefix}-host-${c}`, name: `Host ${c}`, role: 'host', scopeIds: [] });
      const ids: string[] = [];
      for (let g = 0; g < gamesPerClient; g++) {
        const response = await createGame(port, accessToken, benchGameBody(`Bench game ${g}`, GAME_SIZE));
        if (response.status !== 201) throw new Error(`create game: ${response.status} ${await response.text()}`);
        ids.push(((await response.json()) as { data: { activityId: string } }).data.activityId);
      }
      return ids;
    }),
  );
  const players = await Promise.all(
    Array.from({ length: clients }, (_, c) =>
      Promise.all(Array.from({ length: perClient }, (_, n) => playerToken(tokens, `${idPrefix}-${c}-${n}`, `Player ${c}-${n}`))),
    ),
  );
  return (client, n) => ({
    method: 'PUT',
    path: `/api/vm/activities/${games[client]![Math.floor(n / (GAME_SIZE - 1)) % gamesPerClient]}/join`,
    headers: { authorization: `Bearer ${players[client]![n % perClient]}`, 'content-type': 'application/json' },
    body: '{}',
  });
};
