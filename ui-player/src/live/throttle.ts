import { useCallback, useEffect, useRef } from 'react';

export interface ThrottleTiming {
  /** The wait before the first run of a quiet spell, so a burst of calls is one run. */
  firstAfterMs: number;
  /** The least time from one run's start to the next's, however often it is called meanwhile. */
  gapMs: number;
}

export interface Throttled {
  /** Asks for a run: soon, or when the gap since the last one has passed; calls meanwhile are one run. */
  call(): void;
  /** Drops a pending run and any later one (the caller went away). */
  stop(): void;
}

/**
 * `run` at most once every `gapMs`, one at a time, and never lost: a call while a run is waiting is
 * the same run, a call while one is under way asks for one more after the gap. Unlike
 * useThrottledRefetch (./useGameChanges), which reloads the route, this runs any async work.
 */
export function throttle(run: () => Promise<unknown> | void, { firstAfterMs, gapMs }: ThrottleTiming): Throttled {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let again = false;
  let stopped = false;
  let lastStart = Number.NEGATIVE_INFINITY;

  const schedule = () => {
    const wait = Math.max(firstAfterMs, lastStart + gapMs - Date.now());
    timer = setTimeout(() => void start(), wait);
  };

  const start = async () => {
    timer = null;
    if (stopped) return;
    running = true;
    lastStart = Date.now();
    try {
      await run();
    } catch {
      // The caller's work reports its own failures; the next call tries again.
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        schedule();
      }
    }
  };

  return {
    call() {
      if (stopped) return;
      if (running) again = true;
      else if (!timer) schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer ?? undefined);
      timer = null;
    },
  };
}

/** throttle() for a component: the latest `run` each time, stopped when it unmounts. */
export function useThrottled(run: () => Promise<unknown> | void, { firstAfterMs, gapMs }: ThrottleTiming): () => void {
  const latest = useRef(run);
  latest.current = run;
  const throttled = useRef<Throttled | null>(null);
  useEffect(() => {
    const made = throttle(() => latest.current(), { firstAfterMs, gapMs });
    throttled.current = made;
    return () => {
      made.stop();
      throttled.current = null;
    };
  }, [firstAfterMs, gapMs]);
  return useCallback(() => throttled.current?.call(), []);
}
