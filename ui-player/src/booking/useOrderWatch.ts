import type { OrderDocument } from '@sports/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http';
import { fetchOrder } from './api';

export const POLL_MS = 1000;
/** A new order reaches the read model a moment after CreateOrder answers; a 404 is retried this often by default. */
const NOT_YET_TRIES = 15;

/**
 * The order as the read model has it, re-read every second while `keepPolling(order)` says an
 * answer is still to come (the gateway confirms asynchronously through its webhook).
 */
export function useOrderWatch(orderId: string, keepPolling: (order: OrderDocument) => boolean, notFoundRetries = NOT_YET_TRIES) {
  const [order, setOrder] = useState<OrderDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const misses = useRef(0);
  const keep = useRef(keepPolling);
  keep.current = keepPolling;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const next = await fetchOrder(orderId);
        if (!live) return;
        misses.current = 0;
        setOrder(next);
        setError(null);
        if (keep.current(next)) timer = setTimeout(() => void load(), POLL_MS);
      } catch (e) {
        if (!live) return;
        if (e instanceof ApiError && e.status === 404 && misses.current < notFoundRetries) {
          misses.current += 1;
          timer = setTimeout(() => void load(), POLL_MS);
          return;
        }
        setError(e instanceof Error ? e.message : String(e));
      }
    };
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, tick, notFoundRetries]);

  /** Reads again now and polls on while the caller waits for an answer. */
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  return { order, error, refresh };
}
