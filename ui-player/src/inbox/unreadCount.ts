import { inboxApi } from '@sports/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { followStream } from '../live/followStream';
import { safeJson } from '../live/useLiveViewers';
import { useSession } from '../session/store';

interface UnreadState {
  /** Null until the server said (or when signed out). */
  unread: number | null;
  set(unread: number | null): void;
}

/** The bell's count: what the server's inbox stream last said, or what a mark-read just made it. */
export const useUnreadStore = create<UnreadState>()((set) => ({ unread: null, set: (unread) => set({ unread }) }));

let followers = 0;
let stopStream: (() => void) | null = null;
let stopSessionWatch: (() => void) | null = null;

const connect = (): (() => void) | null => {
  if (!useSession.getState().user) {
    useUnreadStore.getState().set(null);
    return null;
  }
  return followStream(inboxApi.streamUnreadCount.path, {
    onEvent: ({ event, data }) => {
      if (event !== inboxApi.INBOX_EVENTS.unread) return;
      const parsed = inboxApi.unreadEventSchema.safeParse(safeJson(data));
      if (parsed.success) useUnreadStore.getState().set(parsed.data.unread);
    },
    onStatus: () => undefined,
  });
};

/**
 * Follows the signed-in user's unread count live (issue 18 item 9): one authenticated stream per
 * tab (fetch streaming, so the token rides in a header, never the URL), however many bells show
 * it; it reconnects as the new user after sign-in or out.
 */
function followUnread(): () => void {
  if (followers++ === 0) {
    stopStream = connect();
    stopSessionWatch = useSession.subscribe((state, previous) => {
      if (state.user?.userId === previous.user?.userId) return;
      stopStream?.();
      useUnreadStore.getState().set(null);
      stopStream = connect();
    });
  }
  return () => {
    if (--followers > 0) return;
    stopStream?.();
    stopSessionWatch?.();
    stopStream = stopSessionWatch = null;
  };
}

/** The unread count while the component is mounted (null when unknown or signed out). */
export function useUnreadCount(): number | null {
  useEffect(followUnread, []);
  return useUnreadStore((s) => s.unread);
}
