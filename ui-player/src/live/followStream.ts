import { ApiError } from '../api/http';
import { withSession } from '../session/withSession';
import { readEventStream, type StreamEvent } from './eventStream';

/** Waits before reconnecting after a dropped stream: doubling from 1 s up to 30 s. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export const reconnectDelay = (failures: number): number => Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, failures - 1));

export interface FollowHandlers {
  onEvent: (event: StreamEvent) => void;
  /** Connected (true) or not (false); a refusal (4xx) also reports false and stops for good. */
  onStatus: (connected: boolean) => void;
}

/**
 * Keeps a server-sent event stream open as the signed-in user (or a visitor): reconnects with
 * back-off when it drops or the server is unreachable, stops on a refusal (4xx) or on stop().
 */
export function followStream(url: string, handlers: FollowHandlers): () => void {
  const aborter = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const connect = async () => {
    let connected = false;
    try {
      await withSession(
        (token) =>
          readEventStream(url, {
            token,
            signal: aborter.signal,
            onEvent: (event) => {
              failures = 0;
              if (!connected) handlers.onStatus((connected = true));
              handlers.onEvent(event);
            },
          }),
        { anonymousRetry: true },
      );
    } catch (error) {
      if (aborter.signal.aborted) return;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        handlers.onStatus(false);
        return; // not found or not allowed: asking again will not change that
      }
    }
    if (aborter.signal.aborted) return;
    handlers.onStatus(false);
    failures++;
    timer = setTimeout(() => void connect(), reconnectDelay(failures));
  };

  void connect();
  return () => {
    aborter.abort();
    clearTimeout(timer);
  };
}
