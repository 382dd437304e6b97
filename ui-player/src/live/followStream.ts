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

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Keeps a server-sent event stream open as the signed-in user (or a visitor): reconnects with
 * back-off when it drops or the server is unreachable, stops on a refusal (4xx) or on stop().
 * A hidden tab lets go of its stream and takes it up again when shown: over HTTP/1.1 a browser
 * allows six connections per site, and streams held by background tabs would stall every tab.
 */
export function followStream(url: string, handlers: FollowHandlers): () => void {
  let current: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const connect = async () => {
    clearTimeout(timer);
    if (stopped || current || isHidden()) return;
    const aborter = (current = new AbortController());
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
      if (aborter.signal.aborted) return; // stopped, or hidden: not a failure
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        stopped = true;
        handlers.onStatus(false);
        return; // not found or not allowed: asking again will not change that
      }
    } finally {
      if (current === aborter) current = null;
    }
    if (aborter.signal.aborted || stopped) return;
    handlers.onStatus(false);
    failures++;
    timer = setTimeout(() => void connect(), reconnectDelay(failures));
  };

  const onVisibility = () => {
    if (!isHidden()) return void connect();
    clearTimeout(timer);
    current?.abort();
    current = null;
    handlers.onStatus(false);
  };

  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    current?.abort();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
  };
}
