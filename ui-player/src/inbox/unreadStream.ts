import { inboxApi } from '@sports/contracts';
import { followStream } from '../live/followStream';
import { safeJson } from '../live/useLiveViewers';
import { useSession } from '../session/store';
import { useUnreadStore } from './unreadStore';

/**
 * The inbox stream behind the bell's count, apart from the count's store so that
 * the first screen does not carry it: the stream, its contract and the live
 * helpers load once a bell is mounted, after the first paint.
 */
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
      if (!parsed.success) return;
      useUnreadStore.getState().hear(parsed.data.unread, parsed.data.chats ?? 0);
    },
    onStatus: () => undefined,
  });
};

/**
 * Follows the signed-in user's unread count live: one authenticated stream per tab (fetch
 * streaming, so the token rides in a header, never the URL), however many bells show it; it
 * reconnects as the new user after sign-in or out.
 */
export function followUnread(): () => void {
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
