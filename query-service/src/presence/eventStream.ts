import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';

/** A comment line this often keeps proxies from closing an idle stream and finds dead sockets. */
export const HEARTBEAT_MS = 15_000;

export interface EventStreamSession {
  /**
   * Sends one event with its id (a position the client sends back as Last-Event-ID to resume);
   * events are written in the order they are sent.
   */
  send(event: string, data: unknown, id: string): Promise<void>;
  /** Moves the client's last event id without an event (the SSE format's id-only block: no event is dispatched). */
  mark(id: string): Promise<void>;
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

/**
 * A text/event-stream reply (Hono's streamSSE) in the shape a bound route returns: `session`
 * runs until it returns, which it should do once `closed` resolves.
 */
export function eventStream(c: Context, session: (stream: EventStreamSession) => Promise<void>, limits: EventStreamLimits = {}) {
  const response = streamSSE(
    c,
    async (stream: SSEStreamingApi) => {
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
      let queue: Promise<void> = stream.write(': connected\n\n').then(() => undefined);
      const send = (event: string, data: unknown, id: string) => {
        stillActive();
        return (queue = queue.then(() => stream.writeSSE({ event, data: JSON.stringify(data), id })));
      };
      const mark = (id: string) => (queue = queue.then(() => stream.write(`id: ${id}\n\n`).then(() => undefined)));
      const heartbeat = setInterval(() => void (queue = queue.then(() => stream.write(': keep-alive\n\n').then(() => undefined))), limits.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref?.();
      try {
        await session({ send, mark, closed });
      } finally {
        clearInterval(heartbeat);
        clearTimeout(idle);
        clearTimeout(life);
        limits.onEnd?.();
      }
    },
    async (error) => console.error('Event stream failed', error),
  );
  return {
    body: response.body as ReadableStream<Uint8Array>,
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  };
}
