import type { ApiRoute, RouteParams, RouteResponse } from '@sports/contracts';
import type { z } from 'zod';
import { requestJson } from '../api/http';
import { newIdempotencyKey, routePath } from '../api/paths';
import { withSession } from '../session/withSession';

type CommandRoute = ApiRoute & { response: z.ZodType };
const methodOf = (route: ApiRoute) => route.method.toUpperCase() as 'PUT' | 'POST' | 'DELETE';

/**
 * Sends one command of a contracts route with the session token and a fresh Idempotency-Key;
 * the reply is checked against the route's schema, so `message` is the reply string spec
 * section 8 keys its toasts on.
 */
export const sendCommand = <R extends CommandRoute>(route: R, params: RouteParams<R>, body?: unknown): Promise<RouteResponse<R>> =>
  withSession(async (token) => {
    const headers = { 'idempotency-key': newIdempotencyKey() };
    return requestJson(routePath(route, params), route.response, { method: methodOf(route), token, body, headers }) as Promise<
      RouteResponse<R>
    >;
  });

/** A read of a contracts route; `query` is appended as a search string. */
export const readRoute = <R extends CommandRoute>(
  route: R,
  params: RouteParams<R>,
  query?: Record<string, string | undefined>,
): Promise<RouteResponse<R>> =>
  withSession(
    async (token) => {
      const search = new URLSearchParams(
        Object.entries(query ?? {}).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
      );
      const qs = search.size > 0 ? `?${search}` : '';
      return requestJson(`${routePath(route, params)}${qs}`, route.response, { token }) as Promise<RouteResponse<R>>;
    },
    { anonymousRetry: true },
  );
