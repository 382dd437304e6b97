import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { subscribeGameChanges, type GameChangeListener } from './gameChanges';

/** Calls the latest `listener` on every game change while the component is mounted. */
export function useGameChanges(listener: GameChangeListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeGameChanges((ids) => latest.current(ids)), []);
}

/** Reloads the route's data at most this often however many changes arrive. */
export const REFETCH_THROTTLE_MS = 500;

/**
 * Re-runs the current route loaders when one of these games changes (or many did), so a detail
 * or a list shows joins and leaves without a reload (issue 7 item 3). Empty `activityIds`: any game.
 */
export function useRefetchOnGameChange(activityIds: readonly string[]): void {
  const router = useRouter();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(pending.current ?? undefined), []);
  useGameChanges((changed) => {
    const relevant = changed === null || activityIds.length === 0 || changed.some((id) => activityIds.includes(id));
    if (!relevant || pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void router.invalidate();
    }, REFETCH_THROTTLE_MS);
  });
}
