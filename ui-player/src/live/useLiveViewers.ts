import { chatApi, liveApi } from '@sports/contracts';
import { useEffect, useRef, useState } from 'react';
import { routePath } from '../api/paths';
import { useSession } from '../session/store';
import { followStream } from './followStream';
import { publishChatEvent } from '../chat/liveChat';

/**
 * How many are viewing the game now, live (spec section 7 "Realtime presence"): while mounted,
 * this page is itself a viewer. 0 while unavailable, as the spec's client reports.
 * `onGameChanged` is called when the game itself changes (the same stream says so).
 */
export function useLiveViewers(activityId: string, onGameChanged?: () => void): number {
  // Signing in or out reconnects, so the entry carries the right id.
  const userId = useSession((s) => s.user?.userId ?? null);
  const [count, setCount] = useState(0);
  const changed = useRef(onGameChanged);
  changed.current = onGameChanged;
  useEffect(() => {
    setCount(0);
    return followStream(routePath(liveApi.streamLiveViewers, { activityId }), {
      onEvent: ({ event, data }) => {
        if (event === liveApi.LIVE_EVENTS.changed) return changed.current?.();
        // The game's chat rides on the same stream (docs/adr/0101-game-chat.md).
        if (event === chatApi.CHAT_LIVE_EVENT) return publishChatEvent(safeJson(data));
        if (event !== liveApi.LIVE_EVENTS.count) return;
        const parsed = liveApi.countEventSchema.safeParse(safeJson(data));
        if (parsed.success && parsed.data.activityId === activityId) setCount(parsed.data.count);
      },
      onStatus: (connected) => {
        if (!connected) setCount(0);
      },
    });
  }, [activityId, userId]);
  return count;
}

export const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
