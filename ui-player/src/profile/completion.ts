import { create } from 'zustand';
import { useSession } from '../session/store';

/**
 * Players who completed their profile in this tab. The read model behind "check user" may answer
 * a moment later than the save (it is projected from the event), so the nudge trusts the save.
 * Forgotten on sign-out.
 */
export const useCompletedProfiles = create<{ userIds: readonly string[]; completed: (userId: string) => void }>((set) => ({
  userIds: [],
  completed: (userId) => set((s) => (s.userIds.includes(userId) ? s : { userIds: [...s.userIds, userId] })),
}));

useSession.subscribe((session) => {
  if (!session.user && useCompletedProfiles.getState().userIds.length > 0) useCompletedProfiles.setState({ userIds: [] });
});
