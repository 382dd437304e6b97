import { problemSchema } from './firstScreenSchemas';
import { HttpError, fetchUtils } from 'react-admin';
import { freshAccessToken } from '../auth/session';
import { etagFor, rememberEtag } from './etags';
import { noteLogPosition, readAfterHeader } from './readYourWrites';

/** Said on a 412: the record changed since this tab read it (docs/adr/0109-admin-optimistic-concurrency.md). */
export const CHANGED_ELSEWHERE = 'Changed by someone else: reload';

/** Said on a 403: the staff member stays signed in, the page tells them why it is empty. */
export const forbiddenText = (detail?: string) => `Your role does not give you access to this${detail ? ` (${detail})` : ''}.`;

/** The server's own sentence for a refusal, worded for staff. */
function messageFor(status: number, body: unknown, fallback: string): string {
  const problem = problemSchema.safeParse(body).data;
  if (status === 403) return forbiddenText(problem?.detail);
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 412) return CHANGED_ELSEWHERE;
  return problem ? `${problem.detail} (${problem.code})` : fallback;
}

/**
 * The data provider's HTTP client: every admin API call carries `Authorization: Bearer <token>`
 * (refreshed first when due), and refusals carry the problem document's wording. A record's ETag
 * goes back as If-Match with its PUT and DELETE (etags.ts), and a write's log position goes back
 * as x-read-after on the reads after it, which the admin API holds until the read models include it (readYourWrites.ts).
 * The reply's `json` is unknown: callers parse it with the route's schema.
 */
export async function adminHttpClient(
  url: string,
  options: fetchUtils.Options = {},
): Promise<{ status: number; headers: Headers; body: string; json: unknown }> {
  const headers = new Headers(options.headers ?? { accept: 'application/json' });
  const token = await freshAccessToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const method = (options.method ?? 'GET').toUpperCase();
  const ifMatch = method === 'PUT' || method === 'DELETE' ? etagFor(url) : undefined;
  if (ifMatch && !headers.has('if-match')) headers.set('if-match', ifMatch);
  // A read names this tab's last write: the admin API answers from read models that include it.
  const readAfter = method === 'GET' ? readAfterHeader() : null;
  if (readAfter) headers.set('x-read-after', readAfter);
  try {
    const reply = await fetchUtils.fetchJson(url, { ...options, headers });
    if (method === 'GET') rememberEtag(url, reply.headers.get('etag'));
    else noteLogPosition(reply.headers.get('x-log-position'));
    return reply;
  } catch (error) {
    if (error instanceof HttpError) {
      const status = Number(error.status); // fetchJson's reply status; react-admin types the field `any`
      throw new HttpError(messageFor(status, error.body, error.message), status, error.body);
    }
    throw error;
  }
}
