import { useEffect, useRef } from 'react';
import { ApiError } from '../api/http';
import { useGameChanges } from '../live/useGameChanges';
import { fetchGame, type GamePage } from './api';

export type ListedGame = GamePage['activities'][number];

/** Changes arriving within this window are fetched together: a burst of joins costs one round. */
export const LIVE_BATCH_MS = 250;
/** At most this many single-game requests at a time, also when "many changed" asks for every shown card. */
const PARALLEL_FETCHES = 4;

export interface LiveUpdate {
  fresh: ListedGame[];
  /** Shown games the server no longer shows this viewer (deleted, or private to others now). */
  gone: string[];
}

const fetchEach = async (ids: string[]): Promise<LiveUpdate> => {
  const update: LiveUpdate = { fresh: [], gone: [] };
  for (let start = 0; start < ids.length; start += PARALLEL_FETCHES) {
    const chunk = ids.slice(start, start + PARALLEL_FETCHES);
    const replies = await Promise.allSettled(chunk.map((id) => fetchGame(id)));
    replies.forEach((reply, i) => {
      if (reply.status === 'fulfilled') update.fresh.push(reply.value);
      else if (reply.reason instanceof ApiError && (reply.reason.status === 404 || reply.reason.status === 403))
        update.gone.push(chunk[i]!);
      // Other failures (network, 5xx) keep the card as it was; the next change refetches it.
    });
  }
  return update;
};

/**
 * A shown card follows joins and leaves by others without a reload. The shared
 * game-change stream names the games that changed; those among `shownIds` are fetched again one by
 * one (GET one game) and handed to `apply`, so the list keeps its pages and its scroll position.
 * One round at a time, so an older reply never overwrites a newer one.
 */
export function useLiveGameUpdates(shownIds: readonly string[], apply: (update: LiveUpdate) => void): void {
  const shown = useRef(shownIds);
  shown.current = shownIds;
  const latestApply = useRef(apply);
  latestApply.current = apply;
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current ?? undefined);
    };
  }, []);

  const schedule = () => {
    if (timer.current || busy.current) return;
    timer.current = setTimeout(() => void runRound(), LIVE_BATCH_MS);
  };

  const runRound = async () => {
    timer.current = null;
    const visible = new Set(shown.current);
    const ids = [...pending.current].filter((id) => visible.has(id));
    pending.current.clear();
    if (ids.length === 0 || !mounted.current) return;
    busy.current = true;
    try {
      const update = await fetchEach(ids);
      if (mounted.current) latestApply.current(update);
    } finally {
      busy.current = false;
      if (pending.current.size > 0 && mounted.current) schedule();
    }
  };

  useGameChanges((changed) => {
    // null: too many changed to list them; every shown card is asked again.
    for (const id of changed ?? shown.current) pending.current.add(id);
    schedule();
  });
}
