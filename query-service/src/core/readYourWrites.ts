import { z } from 'zod';
import { errorStatus, isDomainError, type ApiRoute } from '@sports/contracts';
import { HttpProblem, type Api, type RouteInput, type RouteOutput } from '@sports/service-kit';
import type { ReadModelProgress } from './readModelProgress';

/** The request header a client sends on reads: the `x-log-position` of its own last command (README "x-log-position"). */
export const READ_AFTER_HEADER = 'x-read-after';

/** The longest a read waits for the read models, in all; then it answers from what they hold. */
export const READ_MODEL_MAX_WAIT_MS = 3_000;

const readAfterSchema = z
  .string()
  .regex(/^\d{1,19}$/, 'a log position: the decimal x-log-position of a command reply')
  .transform(BigInt)
  .optional()
  .describe('The x-log-position of your last command: the read waits (up to 3 s) until the read models include it.');

/**
 * A "no" told from a read model: a refusal (403) or something not found (404, which is also how a
 * private game refuses a non-member). Only these pay the wait for the log's head; answers that allow are never held.
 */
const isReadModelRefusal = (error: unknown): boolean => {
  const code = isDomainError(error) || error instanceof HttpProblem ? error.code : null;
  const status = code ? errorStatus[code] : undefined;
  return status === 403 || status === 404;
};

/** Waits for the caller's position, but never past the log's head: a position from the future holds no one longer than the head does. */
const reachedOwnWrite = async (after: bigint, progress: ReadModelProgress, maxWaitMs: number): Promise<void> => {
  const applied = progress.applied();
  if (applied !== null && applied >= after) return;
  const head = await progress.head();
  if (head !== null) await progress.reached(after < head ? after : head, maxWaitMs);
};

type Handler<R extends ApiRoute> = (input: RouteInput<R>) => Promise<RouteOutput<R>>;

/**
 * Read-your-writes for queries (docs/adr/0114-permission-checks-read-own-writes.md):
 * 1. a read carrying `x-read-after` waits until the read models include that position, so the
 *    caller's own command (a join, a game made) counts, in permission checks as in answers;
 * 2. a refusal is asked once more after the read models reach the log's head as it stood when the
 *    refusal was made, so another user's command that came first (a host appointing a co-host,
 *    inviting a player) counts too.
 * Both within READ_MODEL_MAX_WAIT_MS; a read that outwaits it answers from what the read models hold.
 */
const waitingHandler = <R extends ApiRoute>(handler: Handler<R>, progress: ReadModelProgress, maxWaitMs: number): Handler<R> => {
  return async (input) => {
    const started = Date.now();
    const after = (input.headers as Record<string, unknown>)[READ_AFTER_HEADER] as bigint | undefined;
    if (after !== undefined) await reachedOwnWrite(after, progress, maxWaitMs);
    const seen = progress.applied();
    try {
      return await handler(input);
    } catch (error) {
      if (!isReadModelRefusal(error)) throw error;
      const head = await progress.head();
      // The read already included the head: the refusal stands, with no second read.
      if (head === null || (seen !== null && seen >= head)) throw error;
      const left = maxWaitMs - (Date.now() - started);
      if (left <= 0 || !(await progress.reached(head, left))) throw error;
      return handler(input);
    }
  };
};

/** The route as bound and documented: its own headers plus x-read-after (validated with zod: a bad value is a 400 naming the header). */
const withReadAfterHeader = <R extends ApiRoute>(route: R): R => ({
  ...route,
  headers: (route.headers ?? z.object({})).extend({ [READ_AFTER_HEADER]: readAfterSchema }),
});

/**
 * The same API, whose GET routes read their own writes (above). Commands (PUT, POST, DELETE) are
 * bound as they are: they decide on the log, never on a read model.
 */
export const readingYourWrites = (api: Api, progress: ReadModelProgress, maxWaitMs = READ_MODEL_MAX_WAIT_MS): Api => ({
  ...api,
  bind(route, handler) {
    if (route.method !== 'get') return api.bind(route, handler);
    api.bind(withReadAfterHeader(route), waitingHandler(handler as Handler<typeof route>, progress, maxWaitMs));
  },
});
