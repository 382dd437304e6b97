import { endSessionOnServer } from './api';
import { useSession } from './store';

/** Ends the session on the server (its refresh tokens stop working), then forgets it here whatever the reply. */
export async function signOut(): Promise<void> {
  const { refreshToken } = useSession.getState();
  try {
    if (refreshToken) await endSessionOnServer(refreshToken);
  } catch {
    // Offline or already ended: the tokens are dropped below all the same.
  } finally {
    useSession.getState().signOut();
  }
}
