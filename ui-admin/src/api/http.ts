import type { z } from 'zod';

/** A non-2xx reply; `body` is whatever JSON the server sent (a problem document for API errors). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
  }
}

/** GET a same-origin JSON resource and check it against a contracts schema. */
export async function getJson<S extends z.ZodType>(url: string, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: signal ?? null });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new HttpError(response.status, body);
  return schema.parse(body);
}
