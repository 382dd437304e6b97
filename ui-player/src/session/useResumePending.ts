import { useEffect, useRef } from 'react';
import { takePendingJoin, type PendingKind } from './pendingJoin';
import { useSession } from './store';

/**
 * Completes, once, what a signed-out player asked for before signing in: on the
 * game page they came back to, signed in now, with `ready` true where the action applies.
 */
export function useResumePending(activityId: string, kind: PendingKind, ready: boolean, action: () => void): void {
  const signedIn = useSession((s) => s.user !== null);
  const resumed = useRef(false);
  useEffect(() => {
    if (!ready || !signedIn || resumed.current) return;
    resumed.current = true;
    if (takePendingJoin(activityId, Date.now(), kind)) action();
  }, [ready, signedIn, activityId, kind, action]);
}
