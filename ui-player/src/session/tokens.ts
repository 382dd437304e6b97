import { sessionState } from '@sports/shared-rules';
import { ApiError } from '../api/http';
import { toast } from '../ui/toast/store';
import { readAccessClaims } from './claims';
import { useSession } from './store';

export const SESSION_ENDED_TEXT = 'Your session has ended, please sign in again';

/** Forgets a session the server no longer accepts, and says so. */
export function endSession(): void {
  if (!useSession.getState().refreshToken) return;
  useSession.getState().signOut();
  toast('info', SESSION_ENDED_TEXT);
}

/**
 * The access token to send now (null: a visitor). Spec section 4: past the access lifetime minus
 * the margin a refresh comes first; past the refresh lifetime minus the margin the session is over.
 */
export async function currentAccessToken(nowMs = Date.now()): Promise<string | null> {
  const { accessToken } = useSession.getState();
  if (!accessToken) return null;
  const claims = readAccessClaims(accessToken);
  if (!claims) return accessToken; // unreadable: let the server judge it
  switch (sessionState(claims.issuedAtMs, nowMs)) {
    case 'signed_in':
      return accessToken;
    case 'refresh_required':
      // Unreachable server: the old token may still have a few minutes; a 401 will tell.
      return refreshSession(accessToken).catch(() => accessToken);
    case 'expired':
      endSession();
      return null;
  }
}

let inFlight: Promise<string | null> | null = null;

/**
 * Trades the refresh token for a new pair, once however many calls ask at the same moment:
 * each refresh token is single use, and presenting a spent one revokes the whole session.
 * `stale` is the access token that prompted it; if the store already holds another, that one is used.
 * Resolves to the new access token, or null when the server ended the session; rejects when it
 * could not be asked (the session is kept).
 */
export function refreshSession(stale: string | null): Promise<string | null> {
  inFlight ??= acrossTabs(() => rotate(stale)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function rotate(stale: string | null): Promise<string | null> {
  const { accessToken, refreshToken } = useSession.getState();
  if (!refreshToken) return null;
  if (accessToken && accessToken !== stale) return accessToken;
  try {
    // The session API loads when first needed: a visitor's first screen does without it.
    const tokens = await (await import('./api')).refreshTokens(refreshToken);
    // Signed out while the request was out: do not bring the session back.
    if (useSession.getState().refreshToken !== refreshToken) return useSession.getState().accessToken;
    useSession.getState().signIn(tokens);
    return tokens.accessToken;
  } catch (error) {
    // 401 REFRESH_TOKEN_REUSED, SESSION_REVOKED, UNAUTHENTICATED (or a malformed token): signed out.
    if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
      endSession();
      return null;
    }
    throw error;
  }
}

/** Tabs share the stored tokens: one refreshes at a time, and each first reloads what another may have stored. */
async function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return work();
  return navigator.locks.request('sports.session.refresh', async () => {
    await useSession.persist.rehydrate();
    return work();
  });
}
