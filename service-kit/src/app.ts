import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { cors } from 'hono/cors';
import { RateLimitedError, ServiceBusyError, StorageUnavailableError, asStorageError, isDomainError } from '@sports/contracts';
import { HttpProblem, problemResponse } from './problem';
import { replyHeaders } from './replyHeaders';
import { requestHeader } from './requestHeader';
import { MemoRouter } from './memoRouter';

/** Bodies above this are refused before they are read to the end (see body.ts). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export interface ServiceAppOptions {
  bodyLimitBytes?: number;
  log?: (message: string, error: unknown) => void;
  /** Origins other than the app's own that browsers may call the APIs from (CORS); none by default. */
  corsOrigins?: readonly string[];
}

/**
 * A Hono app with the platform's error contract: every failure is a problem document with a
 * stable code; domain rules map to their status; anything unexpected is a logged 500 that
 * reveals nothing.
 */
export const createServiceApp = (options: ServiceAppOptions = {}): Hono => {
  // Each path's match remembered: the spec's paths keep Hono on its trie router (memoRouter.ts).
  const app = new Hono({ router: new MemoRouter() });
  // The UIs are served from the same origin; other origins only when configured (CORS_ORIGINS).
  const allowed = new Set(options.corsOrigins ?? []);
  const corsHeaders = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    // x-read-after / x-log-position: read-your-writes across origins too (README "x-log-position").
    allowHeaders: ['authorization', 'token', 'content-type', 'idempotency-key', 'x-read-after', 'last-event-id'],
    exposeHeaders: ['content-range', 'location', 'x-log-position'],
    maxAge: 600,
  });
  const crossOrigin = (c: Context) => {
    const origin = requestHeader(c, 'origin');
    return c.req.method === 'OPTIONS' || (origin !== undefined && allowed.has(origin));
  };
  // Hardening headers on every reply (APIs, docs and both UIs), errors included,
  // and Vary: Origin where Hono's cors does not add it (replyHeaders.ts).
  app.use(replyHeaders(crossOrigin));
  // Hono's cors sets its headers on c.res before the handler runs and calls c.header() after it;
  // either makes Hono copy the handler's reply into a new one, which @hono/node-server then
  // streams instead of writing at once. So only requests from other origins and preflights get it.
  app.use((c, next) => (crossOrigin(c) ? corsHeaders(c, next) : next()));
  app.notFound((c) => problemResponse('ROUTE_NOT_FOUND', `No endpoint ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    if (error instanceof HttpProblem) return problemResponse(error.code, error.message, error.field, error.errors);
    // A full disk or I/O error, in any store (the log, accounts, images): nothing was stored; the
    // client may send the same request again once the storage is back.
    const storage = asStorageError(error);
    if (storage instanceof StorageUnavailableError)
      return problemResponse(storage.code, storage.message, undefined, undefined, { 'Retry-After': String(storage.retryAfterSeconds) });
    if (error instanceof RateLimitedError || error instanceof ServiceBusyError)
      return problemResponse(error.code, error.message, error.field, undefined, { 'Retry-After': String(error.retryAfterSeconds) });
    if (isDomainError(error)) return problemResponse(error.code, error.message, error.field);
    if (error instanceof HTTPException && error.status < 500) {
      return problemResponse('VALIDATION_FAILED', error.message || 'Bad request', 'request');
    }
    (options.log ?? console.error)(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    return problemResponse('INTERNAL_ERROR', 'Something went wrong on our side');
  });
  return app;
};
