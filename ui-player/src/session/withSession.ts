import { ApiError } from '../api/http';
import { currentAccessToken, endSession, refreshSession } from './tokens';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Runs an API call with the session's access token, refreshed first when it is due. A 401 gets
 * one refresh and one retry; when the session cannot go on, a read (`anonymousRetry`) is tried
 * once more as a visitor.
 */
export async function withSession<T>(call: (token: string | null) => Promise<T>, { anonymousRetry = false } = {}): Promise<T> {
  const token = await currentAccessToken();
  try {
    return await call(token);
  } catch (error) {
    if (!token || !isUnauthorized(error)) throw error;
    const renewed = await refreshSession(token).catch(() => null);
    if (renewed) {
      try {
        return await call(renewed);
      } catch (retryError) {
        if (!isUnauthorized(retryError)) throw retryError;
        endSession(); // even a fresh token is refused
      }
    }
    if (anonymousRetry) return call(null);
    throw error;
  }
}
