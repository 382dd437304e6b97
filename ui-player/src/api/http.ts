import { problemSchema, type Problem } from '@sports/contracts/api/problem';
import type { z } from 'zod';
import { noteLogPosition, readAfterHeaders } from './readYourWrites';

/** A non-2xx reply; `problem` is the server's problem document when the body was one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.detail ?? `Request failed with status ${status}`);
  }
  get code(): string | undefined {
    return this.problem?.code;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The words a write attempted offline ends with: the button's toast or line says them. */
export const OFFLINE_WRITE_WORDS = 'You are offline: nothing was sent. Try again once you are back online.';

/**
 * A write tried without a network (docs/adr/0098-installable-app.md): it is refused
 * at once, never queued to be sent later behind the player's back; an ApiError, so every place that
 * words a refusal (plainProblemText) shows why.
 */
export class OfflineError extends ApiError {
  constructor() {
    super(0, { type: 'about:blank', title: 'You are offline', status: 0, code: 'OFFLINE', detail: OFFLINE_WRITE_WORDS });
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Same-origin JSON request; the reply is checked against the route's response schema from contracts. */
export async function requestJson<S extends z.ZodType>(url: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  const write = (options.method ?? 'GET') !== 'GET';
  if (write && isOffline()) throw new OfflineError();
  // A read names this tab's last command, so the query side answers from read models that include it (readYourWrites.ts).
  const headers: Record<string, string> = { accept: 'application/json', ...(write ? {} : readAfterHeaders()), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  }).catch((error: unknown) => {
    // The network went as the write was sent: said the same way.
    throw write && isOffline() ? new OfflineError() : error;
  });
  return readJson(response, schema);
}

/** A reply's JSON checked against the route's response schema; a non-2xx reply is an ApiError. */
export async function readJson<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const payload: unknown = await response.json().catch(() => null);
  // A command's events reach the read models a moment later: later reads name its position (readYourWrites.ts).
  if (response.ok) noteLogPosition(response.headers.get('x-log-position'));
  if (!response.ok) throw new ApiError(response.status, problemSchema.safeParse(payload).data ?? null);
  return schema.parse(payload);
}
