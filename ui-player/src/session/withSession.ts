import { ApiError } from '../api/http';
import { toast } from '../ui/toast/store';
import { useSession } from './store';

/**
 * Runs an API call with the session's access token. A 401 means the stored token is no longer
 * accepted: the session ends, and a read (`anonymousRetry`) is tried once more as a visitor.
 */
export async function withSession<T>(call: (token: string | null) => Promise<T>, { anonymousRetry = false } = {}): Promise<T> {
  const token = useSession.getState().accessToken;
  try {
    return await call(token);
  } catch (error) {
    if (!token || !(error instanceof ApiError) || error.status !== 401) throw error;
    useSession.getState().signOut();
    toast('info', 'Your session has ended, please sign in again');
    if (anonymousRetry) return call(null);
    throw error;
  }
}
