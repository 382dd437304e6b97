import { ApiError } from '../api/http';
import { withSession } from '../session/withSession';
import { readEventStream, StreamRefusedError, type StreamEvent } from './eventStream';

/** Waits before reconnecting after a dropped stream: doubling from 1 s up to 30 s. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** Doubles from `fromMs` (the server's `retry:` time when it sent one), up to 30 s or `fromMs` if that is longer. */
export const reconnectDelay = (failures: number, fromMs = RECONNECT_MIN_MS): number =>
  Math.min(Math.max(RECONNECT_MAX_MS, fromMs), fromMs * 2 ** Math.max(0, failures - 1));

/**
 * A stream the server ended after at least this long (it ends idle and old ones, docs/adr/0119-event-stream-caps.md) is taken up again at
 * once; one that ended sooner waits as after a failure.
 */
export const RESUME_AT_ONCE_AFTER_MS = 5_000;

/** Waits the server's Retry-After (a refused 429 or 503), spread by up to a fifth so refused tabs do not come back together. */
export const refusedDelay = (retryAfterMs: number | null, failures: number, retryMs = RECONNECT_MIN_MS, random = Math.random): number =>
  retryAfterMs === null ? reconnectDelay(failures, retryMs) : Math.round(retryAfterMs * (1 + random() / 5));

export interface FollowHandlers {
  onEvent: (event: StreamEvent) => void;
  /** Connected (true) or not (false); a refusal (4xx) also reports false and stops for good. */
  onStatus: (connected: boolean) => void;
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Keeps a server-sent event stream open as the signed-in user (or a visitor): reconnects with
 * back-off when it drops or the server is unreachable, after Retry-After when the server is full
 * (429, 503), at once when the server ended it (idle or old), and stops on another refusal (4xx)
 * or on stop(). It remembers the last event id and sends it as Last-Event-ID, so the server sends
 * what came meanwhile (docs/adr/0119-event-stream-caps.md), and waits the stream's `retry:` time
 * (doubling) after a drop when the server set one.
 * A hidden tab lets go of its stream and takes it up again when shown: over HTTP/1.1 a browser
 * allows six connections per site, and streams held by background tabs would stall every tab.
 */
export function followStream(url: string, handlers: FollowHandlers): () => void {
  let current: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;
  let lastEventId: string | null = null;
  let retryMs = RECONNECT_MIN_MS;

  const connect = async () => {
    clearTimeout(timer);
    if (stopped || current || isHidden()) return;
    const aborter = (current = new AbortController());
    let connected = false;
    const openedAt = Date.now();
    let wait: number | null = null;
    let failed = false;
    try {
      await withSession(
        (token) =>
          readEventStream(url, {
            token,
            signal: aborter.signal,
            lastEventId,
            onId: (id) => {
              lastEventId = id;
            },
            onRetry: (ms) => {
              retryMs = ms;
            },
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
      failed = true;
      if (error instanceof StreamRefusedError) wait = refusedDelay(error.retryAfterMs, failures + 1, retryMs);
      else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        stopped = true;
        handlers.onStatus(false);
        return; // not found or not allowed: asking again will not change that
      }
    } finally {
      if (current === aborter) current = null;
    }
    if (aborter.signal.aborted || stopped) return;
    if (!failed && Date.now() - openedAt >= RESUME_AT_ONCE_AFTER_MS) {
      // The server ended a stream that had served a while: take it up again now, from the last id.
      failures = 0;
      return void connect();
    }
    handlers.onStatus(false);
    failures++;
    timer = setTimeout(() => void connect(), wait ?? reconnectDelay(failures, retryMs));
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
