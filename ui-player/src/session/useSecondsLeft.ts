import { useEffect, useState } from 'react';

/** Whole seconds until `untilMs` (0 once passed or when null), re-rendering every second meanwhile. */
export function useSecondsLeft(untilMs: number | null): number {
  const [, tick] = useState(0);
  const left = untilMs === null ? 0 : Math.max(0, Math.ceil((untilMs - Date.now()) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => tick((n) => n + 1), 1000);
    return () => clearTimeout(timer);
  }, [left, untilMs]);
  return left;
}
