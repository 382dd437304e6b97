/** Spec section 9: token safety margin 5 minutes; cookies 55 minutes normal, 365 days long-lived. */
export const TOKEN_MARGIN_MS = 300_000;
export const ACCESS_LIFETIME_MS = 55 * 60_000;
export const REFRESH_LIFETIME_MS = 365 * 24 * 3_600_000;

export type SessionState = 'signed_in' | 'refresh_required' | 'expired';

/**
 * Spec section 4 "Session tokens": signed in while the time since issue is below the access
 * lifetime minus the margin; from there until the refresh lifetime minus the margin a refresh
 * is required; after that the session has expired.
 */
export const sessionState = (
  issuedAtMs: number,
  nowMs: number,
  lifetimes: { accessMs: number; refreshMs: number } = { accessMs: ACCESS_LIFETIME_MS, refreshMs: REFRESH_LIFETIME_MS },
): SessionState => {
  const elapsed = nowMs - issuedAtMs;
  if (elapsed < lifetimes.accessMs - TOKEN_MARGIN_MS) return 'signed_in';
  if (elapsed < lifetimes.refreshMs - TOKEN_MARGIN_MS) return 'refresh_required';
  return 'expired';
};
