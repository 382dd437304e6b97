import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type {
  Actor,
  ApiRoute,
  RawBody,
  RawBodySpec,
  RouteBody,
  RouteHeaders,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@sports/contracts';
import { ID_PATTERN } from '@sports/contracts';
import { readBodyBytes, readBodyText } from './body';
import { HttpProblem } from './problem';
import { InvalidTokenError, SessionEndedError, type TokenService } from './tokens';
import { parseOrThrow } from './validation';
import { DEFAULT_BODY_LIMIT } from './app';
import { JsonText } from './jsonText';
import { completeReply } from './replyHeaders';
import { requestHeader } from './requestHeader';

export interface RouteInput<R extends ApiRoute> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  headers: RouteHeaders<R>;
  body: RouteBody<R>;
  /** The verified acting user; always set on routes with auth 'required'. */
  actor: R['auth'] extends 'required' ? Actor : Actor | null;
  /** From the Idempotency-Key header, or a fresh id when the client sent none. */
  commandId: string;
  correlationId: string | undefined;
  /** Request time, taken once at the edge; deciders never read a clock. */
  now: string;
  c: Context;
}

export interface RouteOutput<R extends ApiRoute> {
  status?: number;
  body: RouteResponse<R> | JsonText<RouteResponse<R>>;
  headers?: Record<string, string>;
}

export interface BindDeps {
  tokens: TokenService;
  clock?: () => Date;
  /** Bodies are only read by bound routes, so this is where the cap applies. */
  bodyLimitBytes?: number;
}

/** Hono path syntax from the OpenAPI one: /a/{id} -> /a/:id */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const bearer = (c: Context): string | undefined => {
  const header = requestHeader(c, 'authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return requestHeader(c, 'token') ?? undefined; // the spec's client sends a `token` header
};

const readActor = async (route: ApiRoute, c: Context, tokens: TokenService): Promise<Actor | null> => {
  if (route.auth === 'none') return null;
  const token = bearer(c);
  if (!token) {
    if (route.auth === 'required') throw new HttpProblem('UNAUTHENTICATED', 'Sign in: send Authorization: Bearer <token>', 'Authorization');
    return null;
  }
  try {
    return await tokens.authenticate(token);
  } catch (error) {
    // A token of an ended session (logout, revocation) has a code of its own.
    if (error instanceof SessionEndedError) throw new HttpProblem('SESSION_REVOKED', error.message, 'Authorization');
    if (error instanceof InvalidTokenError) throw new HttpProblem('UNAUTHENTICATED', error.message, 'Authorization');
    throw error;
  }
};

const readQuery = (c: Context): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) throw new HttpProblem('VALIDATION_FAILED', `Query parameter ${key} is repeated`, `query.${key}`);
    out[key] = values[0]!;
  }
  return out;
};

/** Only the declared headers are read; header names are case-insensitive. */
const readHeaders = (schema: z.ZodObject, c: Context): Record<string, string | undefined> =>
  Object.fromEntries(Object.keys(schema.shape).map((name) => [name, requestHeader(c, name.toLowerCase())]));

/** Uploads: the declared media types only (checked before reading), up to the route's own cap. */
const readRawBody = async (spec: RawBodySpec, c: Context): Promise<RawBody> => {
  const contentType = requestHeader(c, 'content-type') ?? '';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (!spec.contentTypes.includes(mediaType)) {
    throw new HttpProblem('UNSUPPORTED_MEDIA_TYPE', `Send the body as one of ${spec.contentTypes.join(', ')}`, 'content-type');
  }
  return { bytes: await readBodyBytes(c, spec.maxBytes), mediaType, contentType };
};

/**
 * What a route that takes no body accepts (docs/adr/0118-empty-body.md): nothing, `{}` or `null`, since client libraries send `{}` by
 * default.
 */
export const isEmptyBody = (text: string): boolean => {
  const trimmed = text.trim();
  if (!trimmed) return true;
  try {
    const value: unknown = JSON.parse(trimmed);
    return value === null || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);
  } catch {
    return false;
  }
};

/** The JSON value of a route's body, or the 415/400 problem it earns; nothing read is undefined. */
const jsonOf = (text: string, contentType: string): unknown => {
  if (!text.trim()) return undefined;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new HttpProblem('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json', 'content-type');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpProblem('MALFORMED_JSON', 'The body is not valid JSON', 'body');
  }
};

/**
 * The body as the handler will see it: bytes are read (and capped) now, while a JSON body is
 * validated only when the handler first reads it, so a handler that decides who may act before
 * reading its body refuses a caller before judging what they sent (docs/adr/0117-authorization-before-body.md). A route that takes no body
 * is judged at once: its handler
 * never reads one.
 */
type BodyReader = { read: () => unknown; judged: () => boolean };
const readBody = async (route: ApiRoute, c: Context, limit: number): Promise<BodyReader> => {
  if (route.rawBody) {
    const raw = await readRawBody(route.rawBody, c);
    return { read: () => raw, judged: () => true };
  }
  const text = await readBodyText(c, limit);
  const schema = route.body;
  if (!schema) {
    if (!isEmptyBody(text)) throw new HttpProblem('VALIDATION_FAILED', 'This endpoint takes no body: send none, {} or null', 'body');
    return { read: () => undefined, judged: () => true };
  }
  const contentType = requestHeader(c, 'content-type') ?? '';
  let outcome: { value: unknown } | { problem: unknown } | undefined;
  return {
    read: () => {
      if (!outcome) {
        try {
          outcome = { value: parseOrThrow(schema, jsonOf(text, contentType), 'body') };
        } catch (problem) {
          outcome = { problem };
        }
      }
      if ('problem' in outcome) throw outcome.problem;
      return outcome.value;
    },
    judged: () => outcome !== undefined,
  };
};

/** Who an Idempotency-Key belongs to: the verified subject, or the one scope of unauthenticated callers. */
const keyScopeOf = (actor: Actor | null): string => (actor ? `user:${actor.userId}` : 'anonymous');

/**
 * Keys are scoped per caller, as payment APIs scope theirs, so user B reusing
 * user A's key is a new command of B's, never A's outcome nor A's conflict. The command id keeps
 * the key readable and adds a digest of the scope; the digest closes it (a key cannot carry a
 * second scope's ending), so two scopes meet only on a SHA-256 collision.
 */
export const scopedCommandId = (key: string, actor: Actor | null): string =>
  `${key}@${createHash('sha256').update(keyScopeOf(actor)).digest('base64url').slice(0, 22)}`;

const readCommandId = (c: Context, actor: Actor | null): string => {
  const key = requestHeader(c, 'idempotency-key');
  if (key === undefined) return crypto.randomUUID();
  if (!ID_PATTERN.test(key))
    throw new HttpProblem('VALIDATION_FAILED', 'Idempotency-Key must be 1-64 characters of A-Z a-z 0-9 _ . : @ + -', 'Idempotency-Key');
  return scopedCommandId(key, actor);
};

/** Registers one declared route: authentication, validation of params, query and headers, then the handler, which reads the body validated (see readBody). */
export const bindRoute = <R extends ApiRoute>(
  app: Hono,
  route: R,
  deps: BindDeps,
  handler: (input: RouteInput<R>) => Promise<RouteOutput<R>>,
) => {
  app.on(route.method.toUpperCase(), honoPath(route.path), async (c) => {
    const actor = await readActor(route, c, deps.tokens);
    const params = route.params ? parseOrThrow(route.params, c.req.param(), 'params') : {};
    const rawQuery = readQuery(c);
    if (!route.query && Object.keys(rawQuery).length)
      throw new HttpProblem('VALIDATION_FAILED', 'This endpoint takes no query parameters', `query.${Object.keys(rawQuery)[0]}`);
    const query = route.query ? parseOrThrow(route.query, rawQuery, 'query') : {};
    const headers = route.headers ? parseOrThrow(route.headers, readHeaders(route.headers, c), 'headers') : {};
    const body = await readBody(route, c, deps.bodyLimitBytes ?? DEFAULT_BODY_LIMIT);
    const correlation = requestHeader(c, 'x-correlation-id');
    // A route without an Idempotency-Key gets a fresh command id only if its handler reads one
    // (a query never does: a profile counted the UUID in every list request).
    let commandId = route.idempotent ? readCommandId(c, actor) : undefined;
    const output = await handler({
      params,
      query,
      headers,
      get body() {
        return body.read();
      },
      actor,
      get commandId() {
        return (commandId ??= crypto.randomUUID());
      },
      correlationId: correlation && ID_PATTERN.test(correlation) ? correlation : undefined,
      now: (deps.clock?.() ?? new Date()).toISOString(),
      c,
    } as RouteInput<R>);
    // A handler that never read its body still answers a bad one with the body's problem, never a success.
    if (!body.judged()) body.read();
    const status = (output.status ?? route.successStatus) as 200;
    const standard = c.get('replyHeaders') as Readonly<Record<string, string>> | undefined;
    const raw = Boolean(route.rawResponse);
    const replyBody = raw
      ? (output.body as ReadableStream | Uint8Array<ArrayBuffer> | null)
      : output.body instanceof JsonText
        ? output.body.text
        : JSON.stringify(output.body); // raw: null for 304, HEAD
    const replyHeaders = raw ? output.headers : { ...output.headers, 'content-type': 'application/json' };
    // Without the app's standard headers (a bare Hono app), Hono makes the reply.
    return standard ? completeReply(standard, replyBody, status, replyHeaders) : c.body(replyBody as never, status, replyHeaders);
  });
};
