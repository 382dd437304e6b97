import { ApiError } from '../api/http';

/**
 * The words for a page whose data could not be loaded (issue 18 item 12): a dropped connection and a
 * server error each get a sentence a person understands; anything else says what it was.
 */
export function failureMessage(error: unknown, online = typeof navigator === 'undefined' ? true : navigator.onLine): string {
  if (!online || isNetworkError(error)) return "Can't reach the server.";
  if (error instanceof ApiError && error.status >= 500) return 'The server could not answer just now.';
  if (error instanceof ApiError && error.status === 429) return 'Too many requests just now.';
  const detail = error instanceof Error ? error.message : String(error);
  return `Something went wrong: ${detail}`;
}

/** fetch() rejects with a TypeError when no reply came at all ("Failed to fetch" in Chromium, "Load failed" in Safari, "NetworkError…" in Firefox). */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
