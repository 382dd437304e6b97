import type { AuthProvider } from 'react-admin';
import { endSessionOnServer, signInWithCode, type CodeChannel } from './api';
import { RESOURCE_ENTRIES } from '../resources/entries';
import { BACK_OFFICE_ROLES, readClaims } from './claims';
import { clearSession, currentSession, freshAccessToken, saveSession } from './session';

/** What the login page hands to react-admin's login(): the number, the channel the code went by, and the code. */
export interface CodeLogin {
  phoneNumber: string;
  countryCode: string;
  channel: CodeChannel;
  code: string;
}

export const NOT_STAFF_TEXT = 'This number has no back-office access. Ask your organisation’s owner to add you as staff.';
export const SIGNED_OUT_TEXT = 'Your session has ended. Sign in again.';

/** What the signed-in staff member may do: their organisation role and scope ids (spec section 6). */
export interface StaffPermissions {
  role: string;
  scopeIds: string[];
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * Staff sign in with the players' one-time-code login (spec section 7); the token's org_role
 * decides whether the back office opens at all, and the admin API scopes what they see.
 */
export const authProvider: AuthProvider = {
  async login({ phoneNumber, countryCode, channel, code }: CodeLogin) {
    const reply = await signInWithCode(channel, { phoneNumber, countryCode }, code);
    const claims = readClaims(reply.accessToken);
    if (!claims || !BACK_OFFICE_ROLES.includes(claims.role)) {
      // A player's session is of no use here: end it rather than leave it behind.
      await endSessionOnServer(reply).catch(() => undefined);
      throw new Error(NOT_STAFF_TEXT);
    }
    saveSession(reply);
  },

  async logout() {
    // A fresh access token first: logout is refused without one (a refresh rotates the pair it reads below).
    await freshAccessToken().catch(() => null);
    const session = currentSession();
    clearSession();
    // Ends the refresh token family on the server too; offline or already ended is fine.
    if (session) await endSessionOnServer(session).catch(() => undefined);
  },

  async checkAuth() {
    const hadSession = currentSession() !== null;
    const token = await freshAccessToken();
    if (token) return;
    // Someone who was never signed in goes to the sign-in page without being told a session ended
    // (react-admin shows no notification for `message: false`).
    throw hadSession ? new Error(SIGNED_OUT_TEXT) : Object.assign(new Error('Not signed in'), { message: false });
  },

  /** 401: the token is no longer accepted, so sign out. 403: signed in, but not allowed this; the page says so. */
  async checkError(error: unknown) {
    if (statusOf(error) === 401) {
      clearSession();
      throw new Error(SIGNED_OUT_TEXT);
    }
  },

  async getIdentity() {
    const session = currentSession();
    const claims = session && readClaims(session.accessToken);
    if (!claims) throw new Error(SIGNED_OUT_TEXT);
    return { id: claims.userId, fullName: claims.name };
  },

  /**
   * Platform-scoped resources (games, users, listings, cities: ADMIN_RESOURCES' scope) are for
   * platform operators only (spec section 6): anyone else typing their address gets react-admin's
   * access-denied page, not an empty list. The server refuses them with a 403 all the same.
   */
  async canAccess({ resource }: { resource?: string }) {
    const entry = resource ? (RESOURCE_ENTRIES as Record<string, { scope: string } | undefined>)[resource] : undefined;
    if (entry?.scope !== 'platform') return true;
    const session = currentSession();
    return (session && readClaims(session.accessToken))?.role === 'admin';
  },

  async getPermissions(): Promise<StaffPermissions | null> {
    const session = currentSession();
    const claims = session && readClaims(session.accessToken);
    return claims ? { role: claims.role, scopeIds: claims.scopeIds } : null;
  },
};
