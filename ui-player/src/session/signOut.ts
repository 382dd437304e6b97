import { useSession } from './store';

/** Ends the session on the server (its refresh tokens stop working), then forgets it here whatever the reply. */
export async function signOut(): Promise<void> {
  try {
    // A fresh access token first: logout is refused without one, and a refresh may rotate the refresh token.
    const accessToken = await (await import('./tokens')).currentAccessToken();
    const { refreshToken } = useSession.getState();
    // The session API loads when first needed: a visitor's first screen does without it.
    if (accessToken && refreshToken) await (await import('./api')).endSessionOnServer(accessToken, refreshToken);
  } catch {
    // Offline or already ended: the tokens are dropped below all the same.
  } finally {
    useSession.getState().signOut();
  }
}
