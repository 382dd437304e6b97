import { ApiError } from '../api/http';
import { plainProblemText } from '../forms/fieldErrors';

/**
 * The words for a page whose data could not be loaded: a dropped connection and a
 * server error each get a sentence a person understands; so does anything else, never a raw message.
 */
export function failureMessage(error: unknown, online = typeof navigator === 'undefined' ? true : navigator.onLine): string {
  if (!online || isNetworkError(error)) return "Can't reach the server.";
  if (error instanceof ApiError && error.status >= 500) return 'The server could not answer just now.';
  if (error instanceof ApiError && error.status === 429) return 'Too many requests just now.';
  if (error instanceof ApiError && error.status === 404) return "We couldn't find that.";
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return 'Sign in with an account that can see this.';
  // A refusal keeps its sentence when it reads as words; anything else (a reply of an unexpected shape
  // among them) is not the person's to read: no raw message or schema path.
  if (error instanceof ApiError) return plainProblemText(error);
  return 'Something went wrong.';
}

/** fetch() rejects with a TypeError when no reply came at all ("Failed to fetch" in Chromium, "Load failed" in Safari, "NetworkError…" in Firefox). */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
