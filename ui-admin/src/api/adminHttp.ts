import { problemSchema } from './firstScreenSchemas';
import { HttpError, fetchUtils } from 'react-admin';
import { freshAccessToken } from '../auth/session';

/** Said on a 403: the staff member stays signed in, the page tells them why it is empty. */
export const forbiddenText = (detail?: string) =>
  `Your role does not give you access to this${detail ? ` (${detail})` : ''}.`;

/** The server's own sentence for a refusal, worded for staff. */
function messageFor(status: number, body: unknown, fallback: string): string {
  const problem = problemSchema.safeParse(body).data;
  if (status === 403) return forbiddenText(problem?.detail);
  if (status === 401) return 'Your session has ended. Sign in again.';
  return problem ? `${problem.detail} (${problem.code})` : fallback;
}

/**
 * The data provider's HTTP client: every admin API call carries `Authorization: Bearer <token>`
 * (refreshed first when due), and refusals carry the problem document's wording.
 */
export async function adminHttpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { accept: 'application/json' });
  const token = await freshAccessToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(messageFor(error.status, error.body, error.message), error.status, error.body);
    throw error;
  }
}
