import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { subscribeGameChanges, type GameChangeListener } from './gameChanges';

/** Calls the latest `listener` on every game change while the component is mounted (one shared stream per tab). */
export function useGameChanges(listener: GameChangeListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeGameChanges((ids) => latest.current(ids)), []);
}

/** Reloads the route's data at most this often however many changes arrive. */
export const REFETCH_THROTTLE_MS = 500;

/** Re-runs the current route loaders soon, once however often it is called meanwhile. */
export function useThrottledRefetch(): () => void {
  const router = useRouter();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(pending.current ?? undefined), []);
  return useCallback(() => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void router.invalidate();
    }, REFETCH_THROTTLE_MS);
  }, [router]);
}

/**
 * Re-runs the current route loaders when one of these games changes (or many did), so a list
 * shows joins and leaves without a reload. Empty `activityIds`: any game.
 * A game's own page needs none of this: <LiveViewerCount> hears its changes on its viewer stream.
 */
export function useRefetchOnGameChange(activityIds: readonly string[]): void {
  const refetch = useThrottledRefetch();
  useGameChanges((changed) => {
    if (changed === null || activityIds.length === 0 || changed.some((id) => activityIds.includes(id))) refetch();
  });
}
