import type { TokenService } from '@sports/service-kit';
import { benchGame, gameId } from './benchGames';

export interface Freshness {
  commands: number;
  failures: number;
  /** Milliseconds from a command's 2xx reply to the first query reply that shows its change. */
  p50: number;
  p99: number;
  max: number;
}

interface Change {
  send(): Promise<Response>;
  /** True once the game detail shows the change. */
  visible(detail: Response): Promise<boolean>;
  detailPath: string;
  token: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Freshness: commands over HTTP (creates of new games and joins of loaded ones, half
 * each), each followed by back-to-back polls of the game detail (a few tenths of a millisecond
 * apart) until the change shows. The visible time is when the first showing reply arrived,
 * so a figure is an upper bound by at most one poll.
 */
export const measureFreshness = async (
  base: string,
  tokens: TokenService,
  options: { commands: number; writers: number; loadedGames: number; nowMs: number },
): Promise<Freshness> => {
  const changes: Change[] = [];
  for (let k = 0; k < options.commands; k++) {
    if (k % 2 === 0) changes.push(await createChange(base, tokens, k, options.nowMs));
    else changes.push(await joinChange(base, tokens, k, options.loadedGames, options.nowMs));
  }
  const delays: number[] = [];
  let failures = 0;
  let nextChange = 0;
  const writer = async () => {
    while (nextChange < changes.length) {
      const change = changes[nextChange++]!;
      const reply = await change.send();
      await reply.arrayBuffer();
      const acknowledged = performance.now();
      if (reply.status !== 200 && reply.status !== 201) {
        failures++;
        continue;
      }
      for (;;) {
        const detail = await fetch(`${base}${change.detailPath}`, { headers: { authorization: `Bearer ${change.token}` } });
        if (await change.visible(detail)) break;
        if (performance.now() - acknowledged > 5_000) throw new Error(`${change.detailPath} did not show its change within 5 s`);
      }
      delays.push(performance.now() - acknowledged);
    }
  };
  await Promise.all(Array.from({ length: options.writers }, writer));
  const sorted = delays.sort((a, b) => a - b);
  return {
    commands: changes.length,
    failures,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
  };
};

const put = (base: string, path: string, token: string, body: unknown) => () =>
  fetch(`${base}${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A new game by a new host: visible once its detail answers 200. */
const createChange = async (base: string, tokens: TokenService, k: number, nowMs: number): Promise<Change> => {
  const { details } = benchGame(10_000_000 + k, nowMs);
  const userId = `bench-fresh-host-${k}`;
  const { accessToken } = await tokens.issue({ userId, name: `Fresh Host ${k}`, role: 'host', scopeIds: [] });
  // New game ids derive from the creator and the command id (docs/adr/0003-idempotency-in-the-stream.md): the reply tells it.
  let detailPath = '';
  const send = put(base, '/api/vm/activities', accessToken, details);
  return {
    token: accessToken,
    get detailPath() {
      return detailPath;
    },
    send: async () => {
      const reply = await send();
      if (reply.status === 201) {
        const { data } = (await reply.clone().json()) as { data: { activityId: string } };
        detailPath = `/api/vm/activities/${data.activityId}`;
      }
      return reply;
    },
    visible: async (detail) => {
      await detail.arrayBuffer();
      return detail.status === 200;
    },
  };
};

/** A new player joins a loaded public game with room: visible once the detail lists them as a participant. */
const joinChange = async (base: string, tokens: TokenService, k: number, loadedGames: number, nowMs: number): Promise<Change> => {
  const hasRoom = (i: number) => {
    const game = benchGame(i, nowMs);
    return game.details.privacy === 'public' && game.others.length + 2 <= game.details.maxParticipants;
  };
  let i = (k * 7_919) % loadedGames;
  while (!hasRoom(i)) i = (i + 1) % loadedGames;
  const userId = `bench-fresh-player-${k}`;
  const { accessToken } = await tokens.issue({ userId, name: `Fresh Player ${k}`, role: 'player', scopeIds: [] });
  return {
    token: accessToken,
    detailPath: `/api/vm/activities/${gameId(i)}`,
    send: put(base, `/api/vm/activities/${gameId(i)}/join`, accessToken, {}),
    visible: async (detail) => ((await detail.json()) as { data: { participants: string[] } }).data.participants.includes(userId),
  };
};
