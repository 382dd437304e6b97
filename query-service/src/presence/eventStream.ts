import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { liveApi } from '@sports/contracts';

/** A comment line this often keeps proxies from closing an idle stream and finds dead sockets. */
export const HEARTBEAT_MS = 15_000;

/**
 * Writes a client may leave untaken: past this many it has stopped reading, and the stream ends
 * and its connection is dropped, so a stalled client holds neither memory nor a socket beyond its
 * place (docs/adr/0119-event-stream-caps.md). It resumes with Last-Event-ID when it reads again.
 */
export const MAX_UNREAD_WRITES = 64;

/** The request's socket, where @hono/node-server serves it (its bindings, as getConnInfo reads them; absent in app.request). */
const socketOf = (c: Context): { destroy(): void } | undefined => {
  type Bindings = { incoming?: { socket?: { destroy?: unknown } } };
  const env = c.env as (Bindings & { server?: Bindings }) | undefined;
  const socket = (env?.server ?? env)?.incoming?.socket;
  return typeof socket?.destroy === 'function' ? (socket as { destroy(): void }) : undefined;
};

/** Function properties, not methods: sessions destructure them ({ send, closed }), and they close over the stream, not `this`. */
export interface EventStreamSession {
  /**
   * Sends one event with its id (a position the client sends back as Last-Event-ID to resume);
   * events are written in the order they are sent.
   */
  send: (event: string, data: unknown, id: string) => Promise<void>;
  /** Moves the client's last event id with a `position` event of empty data, which clients pass over. */
  mark: (id: string) => Promise<void>;
  /** Resolves when the client disconnects, or the stream was idle or open too long (then it ends, and the client resumes). */
  closed: Promise<void>;
}

export interface EventStreamLimits {
  /** The stream ends when no event was sent for this long; keep-alive comments do not count. */
  idleMs?: number;
  /** The stream ends this long after it opened, however busy. */
  maxLifeMs?: number;
  /** How often a keep-alive comment is written (default HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** Called once when the stream has ended, whatever ended it. */
  onEnd?: () => void;
}

/** Resolves when `queue` is written or after `ms`, whichever comes first. */
const untilTaken = async (queue: Promise<void>, ms: number): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([queue, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
};

/**
 * A text/event-stream reply (Hono's streamSSE) in the shape a bound route returns: `session`
 * runs until it returns, which it should do once `closed` resolves.
 */
export function eventStream(c: Context, session: (stream: EventStreamSession) => Promise<void>, limits: EventStreamLimits = {}) {
  const response = streamSSE(c, async (stream: SSEStreamingApi) => {
    let end: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => {
      end = resolve;
      if (stream.aborted || c.req.raw.signal.aborted) resolve();
      stream.onAbort(resolve);
      c.req.raw.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stillActive = () => {
      if (limits.idleMs === undefined) return;
      clearTimeout(idle);
      idle = setTimeout(end, limits.idleMs);
      idle.unref?.();
    };
    const life = limits.maxLifeMs === undefined ? undefined : setTimeout(end, limits.maxLifeMs);
    life?.unref?.();
    stillActive();
    // Writes wait in order for the client; `unread` counts those it has not taken yet.
    let unread = 0;
    let stalled = false;
    let queue: Promise<void> = Promise.resolve();
    const enqueue = (write: () => Promise<unknown>): Promise<void> => {
      if (unread >= MAX_UNREAD_WRITES) {
        stalled = true;
        end();
        return queue;
      }
      unread++;
      const written = queue.then(write).then(
        () => void unread--,
        (error: unknown) => {
          unread--;
          throw error;
        },
      );
      // One failed write fails its own sender, never the writes after it.
      queue = written.catch(() => undefined);
      return written;
    };
    void enqueue(() => stream.write(': connected\n\n'));
    const send = (event: string, data: unknown, id: string) => {
      stillActive();
      return enqueue(() => stream.writeSSE({ event, data: JSON.stringify(data), id }));
    };
    // An event with empty data, not an id-only block: clients' parsers (eventsource-parser) drop those.
    const mark = (id: string) => enqueue(() => stream.write(`event: ${liveApi.LIVE_EVENTS.position}\ndata:\nid: ${id}\n\n`));
    const heartbeatMs = limits.heartbeatMs ?? HEARTBEAT_MS;
    const heartbeat = setInterval(() => void enqueue(() => stream.write(': keep-alive\n\n')), heartbeatMs);
    heartbeat.unref?.();
    try {
      await session({ send, mark, closed });
    } catch (error) {
      // Logged here, never written to the client (Hono's onError would send the message as an
      // `error` event); the stream just ends and the client reconnects.
      console.error('Event stream failed', error);
    } finally {
      clearInterval(heartbeat);
      clearTimeout(idle);
      clearTimeout(life);
      // What is still unread after one keep-alive interval never will be: drop the connection rather than wait on it.
      try {
        // A client that went away took its connection with it; one still there has a keep-alive interval to take the rest.
        if (unread > 0 && !stalled && !stream.aborted) await untilTaken(queue, heartbeatMs);
        if (unread > 0 && !stream.aborted) {
          stream.abort();
          socketOf(c)?.destroy();
        }
      } finally {
        limits.onEnd?.();
      }
    }
  });
  return {
    body: response.body as ReadableStream<Uint8Array>,
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  };
}
