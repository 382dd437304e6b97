import { useEffect } from 'react';
import { useUnreadStore } from './unreadStore';

export { useUnreadStore } from './unreadStore';

/** The stream loads on first use, so the first screen does not carry it. */
const followUnread = (): (() => void) => {
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('./unreadStream').then((m) => {
    if (!stopped) stop = m.followUnread();
  });
  return () => {
    stopped = true;
    stop?.();
  };
};

/** The unread count while the component is mounted (null when unknown or signed out). */
export function useUnreadCount(): number | null {
  useEffect(followUnread, []);
  return useUnreadStore((s) => s.unread);
}
