import type { DemoAccount } from '@sports/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type SessionUser = Pick<DemoAccount, 'userId' | 'name' | 'role'>;

interface SessionState {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  signIn: (user: SessionUser, tokens: { accessToken: string; refreshToken: string }) => void;
  signOut: () => void;
}

/** The signed-in user and their tokens, kept across reloads in localStorage. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      accessToken: null,
      refreshToken: null,
      signIn: (user, tokens) => set({ user, ...tokens }),
      signOut: () => set({ user: null, accessToken: null, refreshToken: null }),
    }),
    {
      name: 'sports.session',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, accessToken, refreshToken }) => ({ user, accessToken, refreshToken }),
    },
  ),
);

