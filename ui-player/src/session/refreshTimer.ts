import { ACCESS_LIFETIME_MS, TOKEN_MARGIN_MS, sessionState } from '@sports/shared-rules';
import { readAccessClaims } from './claims';
import { useSession } from './store';
import { endSession, refreshSession } from './tokens';

/** Spec section 9: "Timer cap per wait: one day". Longer waits go in steps (setTimeout overflows past 24.8 days anyway). */
export const MAX_TIMER_MS = 86_400_000;
/** After a failed refresh (server unreachable), try again this soon. */
export const RETRY_REFRESH_MS = 30_000;

/**
 * When the session next needs attention, by the session-state rule of spec section 4: the
 * moment a refresh becomes required, or (already required) now, or the moment it expires.
 * Null: nothing to watch (signed out, or a token this app cannot read).
 */
export function nextSessionCheck(accessToken: string | null, nowMs: number): { action: 'refresh' | 'expire'; atMs: number } | null {
  if (!accessToken) return null;
  const claims = readAccessClaims(accessToken);
  if (!claims) return null;
  switch (sessionState(claims.issuedAtMs, nowMs)) {
    case 'signed_in':
      return { action: 'refresh', atMs: claims.issuedAtMs + ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS };
    case 'refresh_required':
      return { action: 'refresh', atMs: nowMs };
    case 'expired':
      return { action: 'expire', atMs: nowMs };
  }
}

/** The wait before the next look, never longer than a day. */
export const cappedDelay = (atMs: number, nowMs: number): number => Math.min(MAX_TIMER_MS, Math.max(0, atMs - nowMs));

/**
 * Refreshes the session ahead of need, so a signed-in page left open keeps a usable token
 * (requests also refresh on demand: tokens.ts). Reschedules whenever the tokens change;
 * returns the stop.
 */
export function startSessionRefresh(now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delayOverride?: number) => {
    clearTimeout(timer);
    const check = nextSessionCheck(useSession.getState().accessToken, now());
    if (!check) return;
    timer = setTimeout(() => void wake(), delayOverride ?? cappedDelay(check.atMs, now()));
  };

  const wake = async () => {
    const { accessToken } = useSession.getState();
    const check = nextSessionCheck(accessToken, now());
    if (!check) return;
    if (check.atMs > now()) return schedule(); // woke at the one-day cap: wait on
    if (check.action === 'expire') return endSession();
    try {
      await refreshSession(accessToken); // a new token reschedules through the subscription
    } catch {
      schedule(RETRY_REFRESH_MS); // unreachable server: the session is kept, try again soon
    }
  };

  const unsubscribe = useSession.subscribe((state, previous) => {
    if (state.accessToken !== previous.accessToken) schedule();
  });
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
