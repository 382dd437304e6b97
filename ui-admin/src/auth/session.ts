import { ACCESS_LIFETIME_MS, TOKEN_MARGIN_MS, sessionState } from '@sports/shared-rules/accounts/session';
import * as z from 'zod/mini';
import { AccountsError, refreshTokens } from './api';
import { readClaims } from './claims';

/** The back office's own key: the player app at / keeps its session apart. */
export const SESSION_KEY = 'sports.admin.session';
/** Spec section 9: a timer never waits more than one day at a time. */
export const MAX_TIMER_MS = 86_400_000;
/** After a refresh failed because the server was unreachable, try again this soon. */
export const RETRY_REFRESH_MS = 30_000;

const pairSchema = z.object({ accessToken: z.string().check(z.minLength(1)), refreshToken: z.string().check(z.minLength(1)) });
export type TokenPair = z.infer<typeof pairSchema>;

/** The token pair lives in memory and in localStorage, so a reload keeps the staff member signed in. */
let current: TokenPair | null = null;
let loaded = false;
let refreshing: Promise<string | null> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function load(): TokenPair | null {
  if (!loaded) {
    loaded = true;
    try {
      current = pairSchema.safeParse(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).data ?? null;
    } catch {
      current = null;
    }
    schedule();
  }
  return current;
}

export const currentSession = (): TokenPair | null => load();

export function saveSession(pair: TokenPair): void {
  loaded = true;
  current = { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
  localStorage.setItem(SESSION_KEY, JSON.stringify(current));
  schedule();
}

export function clearSession(): void {
  loaded = true;
  current = null;
  refreshing = null;
  clearTimeout(timer);
  localStorage.removeItem(SESSION_KEY);
}

/** Codes that mean the refresh token is dead: the session is over. */
const SESSION_OVER = new Set(['UNAUTHENTICATED', 'REFRESH_TOKEN_REUSED', 'SESSION_REVOKED', 'VALIDATION_FAILED']);

/**
 * One rotation at a time: a refresh token is spent on use and presenting it twice revokes the
 * whole session, so concurrent requests share the same refresh.
 */
function refreshOnce(pair: TokenPair): Promise<string | null> {
  refreshing ??= refreshTokens(pair.refreshToken)
    .then((next) => {
      saveSession(next);
      return next.accessToken;
    })
    .catch((error: unknown) => {
      if (error instanceof AccountsError && error.problem && SESSION_OVER.has(error.problem.code)) {
        clearSession();
        return null;
      }
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * An access token good to send now, by the session-state rule of spec section 4: the stored one
 * while signed in, a refreshed one once a refresh is required, none once the session expired
 * (or was never there). Rejects only when the server could not be reached for a due refresh.
 */
export async function freshAccessToken(nowMs = Date.now()): Promise<string | null> {
  const pair = load();
  if (!pair) return null;
  const claims = readClaims(pair.accessToken);
  if (!claims) {
    clearSession();
    return null;
  }
  switch (sessionState(claims.issuedAtMs, nowMs)) {
    case 'signed_in':
      return pair.accessToken;
    case 'refresh_required':
      return refreshOnce(pair);
    case 'expired':
      clearSession();
      return null;
  }
}

/** Refreshes ahead of need, so a page left open keeps a usable token: at the access lifetime minus the margin. */
function schedule(): void {
  clearTimeout(timer);
  const claims = current && readClaims(current.accessToken);
  if (!claims) return;
  const dueAt = claims.issuedAtMs + ACCESS_LIFETIME_MS - TOKEN_MARGIN_MS;
  const delay = Math.min(MAX_TIMER_MS, Math.max(0, dueAt - Date.now()));
  timer = setTimeout(() => {
    if (Date.now() < dueAt) return schedule(); // woke at the one-day cap: wait on
    freshAccessToken().catch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void freshAccessToken().catch(() => schedule()), RETRY_REFRESH_MS);
    });
  }, delay);
}

/** Tests start from a clean slate (the module keeps state across renders, as the app needs). */
export function resetSessionForTests(): void {
  clearTimeout(timer);
  current = null;
  loaded = false;
  refreshing = null;
}
