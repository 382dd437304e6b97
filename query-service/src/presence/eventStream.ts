import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';

/** A comment line this often keeps proxies from closing an idle stream and finds dead sockets. */
export const HEARTBEAT_MS = 15_000;

export interface EventStreamSession {
  /** Sends one event; events are written in the order they are sent. */
  send(event: string, data: unknown): Promise<void>;
  /** Resolves when the client disconnects. */
  closed: Promise<void>;
}

/**
 * A text/event-stream reply (Hono's streamSSE) in the shape a bound route returns: `session`
 * runs until it returns, which it should do once `closed` resolves.
 */
export function eventStream(c: Context, session: (stream: EventStreamSession) => Promise<void>) {
  const response = streamSSE(
    c,
    async (stream: SSEStreamingApi) => {
      const closed = new Promise<void>((resolve) => {
        if (stream.aborted || c.req.raw.signal.aborted) resolve();
        stream.onAbort(resolve);
        c.req.raw.signal.addEventListener('abort', () => resolve(), { once: true });
      });
      let queue: Promise<void> = stream.write(': connected\n\n').then(() => undefined);
      const send = (event: string, data: unknown) => (queue = queue.then(() => stream.writeSSE({ event, data: JSON.stringify(data) })));
      const heartbeat = setInterval(() => void (queue = queue.then(() => stream.write(': keep-alive\n\n').then(() => undefined))), HEARTBEAT_MS);
      heartbeat.unref?.();
      try {
        await session({ send, closed });
      } finally {
        clearInterval(heartbeat);
      }
    },
    async (error) => console.error('Event stream failed', error),
  );
  return {
    body: response.body as ReadableStream<Uint8Array>,
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  };
}
