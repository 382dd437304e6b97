import { liveApi } from '@sports/contracts';
import { routePath } from '../api/paths';
import { useSession } from '../session/store';
import { followStream } from './followStream';
import { safeJson } from './useLiveViewers';

/** Ids of games that changed, or null when many did (refetch whatever is shown). */
export type GameChangeListener = (activityIds: string[] | null) => void;

const listeners = new Set<GameChangeListener>();
let stopStream: (() => void) | null = null;
let stopSessionWatch: (() => void) | null = null;

const connect = () =>
  followStream(routePath(liveApi.streamGameChanges, {}), {
    onEvent: ({ event, data }) => {
      if (event !== liveApi.LIVE_EVENTS.changed) return;
      const parsed = liveApi.changedEventSchema.safeParse(safeJson(data));
      if (parsed.success) for (const listener of [...listeners]) listener(parsed.data.activityIds);
    },
    onStatus: () => undefined,
  });

/**
 * Calls `listener` whenever games change on the server (someone joined, left, a hold...).
 * One stream per tab however many listen; it reconnects as the new user after sign-in or out,
 * since private games are only reported to their members.
 */
export function subscribeGameChanges(listener: GameChangeListener): () => void {
  listeners.add(listener);
  if (!stopStream) {
    stopStream = connect();
    stopSessionWatch = useSession.subscribe((state, previous) => {
      if (state.user?.userId === previous.user?.userId) return;
      stopStream?.();
      stopStream = connect();
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopStream?.();
    stopSessionWatch?.();
    stopStream = stopSessionWatch = null;
  };
}
