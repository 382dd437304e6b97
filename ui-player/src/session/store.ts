import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readAccessClaims, type TokenClaims } from './claims';

export type SessionUser = Pick<TokenClaims, 'userId' | 'name' | 'role'>;
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

interface SessionState {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Stores a new pair (sign-in or rotation); the user is read from the access token. */
  signIn: (tokens: TokenPair) => void;
  /** Forgets the session locally; see signOut.ts for ending it on the server too. */
  signOut: () => void;
}

export const SESSION_STORAGE_KEY = 'sports.session';

function userOf(accessToken: string): SessionUser {
  const claims = readAccessClaims(accessToken);
  if (!claims) throw new Error('The server sent an access token this app cannot read');
  return { userId: claims.userId, name: claims.name, role: claims.role };
}

/** The signed-in user and their tokens, kept across reloads in localStorage. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      accessToken: null,
      refreshToken: null,
      signIn: (tokens) => set({ user: userOf(tokens.accessToken), ...tokens }),
      signOut: () => set({ user: null, accessToken: null, refreshToken: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, accessToken, refreshToken }) => ({ user, accessToken, refreshToken }),
    },
  ),
);

// Another tab that rotates or ends the session writes localStorage; follow it, or this tab would
// present a spent refresh token and the server would revoke the whole session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useSession.persist.rehydrate();
  });
}
