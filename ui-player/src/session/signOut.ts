import { useSession } from './store';

/** Ends the session on the server (its refresh tokens stop working), then forgets it here whatever the reply. */
export async function signOut(): Promise<void> {
  const { refreshToken } = useSession.getState();
  try {
    // The session API loads when first needed: a visitor's first screen does without it (issue 7 item 6).
    if (refreshToken) await (await import('./api')).endSessionOnServer(refreshToken);
  } catch {
    // Offline or already ended: the tokens are dropped below all the same.
  } finally {
    useSession.getState().signOut();
  }
}
