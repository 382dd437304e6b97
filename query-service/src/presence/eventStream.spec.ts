import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { eventStream } from './eventStream';

/** docs/adr/0119-event-stream-caps.md: idle means no event; keep-alive comments do not keep a stream open. */
const serve = (limits: Parameters<typeof eventStream>[2], everyMs?: number) => {
  const ended: string[] = [];
  const app = new Hono();
  app.get('/s', (c) => {
    const { body, headers } = eventStream(
      c,
      async ({ send, closed }) => {
        let n = 0;
        const timer = everyMs === undefined ? undefined : setInterval(() => void send('tick', { n: ++n }, String(n)), everyMs);
        await closed;
        clearInterval(timer);
      },
      { ...limits, onEnd: () => ended.push('ended') },
    );
    return new Response(body, { headers });
  });
  return { app, ended };
};
const readAll = async (response: Response) => {
  const started = performance.now();
  const text = await response.text();
  return { text, ms: performance.now() - started };
};

describe('eventStream ends idle and old streams', () => {
  it('ends a stream with no events after the idle time though keep-alive comments kept coming', async () => {
    const { app, ended } = serve({ idleMs: 400, heartbeatMs: 50 });
    const { text } = await readAll(await app.request('/s'));
    expect(text.match(/: keep-alive/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(ended).toEqual(['ended']);
  });

  it('keeps a stream that sends events past the idle time, each with its id, until its most life', async () => {
    const { app, ended } = serve({ idleMs: 300, maxLifeMs: 1_200, heartbeatMs: 10_000 }, 50);
    const { text, ms } = await readAll(await app.request('/s'));
    // Lived to its most life (well past the idle time), not ended by idleness.
    expect(ms).toBeGreaterThanOrEqual(1_000);
    const ticks = text.split('\n\n').filter((block) => block.startsWith('event: tick'));
    expect(ticks.length).toBeGreaterThan(5);
    expect(ticks.every((block) => /\nid: \d+$/.test(block))).toBe(true);
    expect(ended).toEqual(['ended']);
  });
});

/**
 * A client that stops reading (docs/adr/0119-event-stream-caps.md): its writes cannot pile up
 * in memory, and its connection cannot outlive the place it held, or a client could hold sockets
 * past MAX_OPEN_STREAMS by opening streams it never reads.
 */
describe('eventStream drops a client that stopped reading', () => {
  /** The Node bindings @hono/node-server passes (env.incoming), with a socket the test watches. */
  const nodeBindings = () => {
    const destroyed: string[] = [];
    return { env: { incoming: { socket: { destroy: () => destroyed.push('destroyed') } } }, destroyed };
  };

  it('ends the stream, giving its place back, and drops the connection once writes wait unread', async () => {
    const { app, ended } = serve({ idleMs: 60_000, maxLifeMs: 60_000, heartbeatMs: 60_000 }, 1);
    const { env, destroyed } = nodeBindings();
    const response = await app.request('/s', {}, env);
    // The body is never read: every event after the first few waits for the client.
    await vi.waitFor(() => expect(ended).toEqual(['ended']), { timeout: 5_000, interval: 20 });
    expect(destroyed).toEqual(['destroyed']);
    await response.body?.cancel().catch(() => undefined);
  });

  it('drops the connection of a stream ended while its last writes were still unread', async () => {
    const { app, ended } = serve({ idleMs: 200, heartbeatMs: 20 });
    const { env, destroyed } = nodeBindings();
    const response = await app.request('/s', {}, env);
    await vi.waitFor(() => expect(ended).toEqual(['ended']), { timeout: 5_000, interval: 20 });
    expect(destroyed).toEqual(['destroyed']);
    await response.body?.cancel().catch(() => undefined);
  });

  it('ends a read stream cleanly: nothing is dropped', async () => {
    const { app, ended } = serve({ idleMs: 200, heartbeatMs: 20 });
    const { env, destroyed } = nodeBindings();
    await (await app.request('/s', {}, env)).text();
    expect(ended).toEqual(['ended']);
    expect(destroyed).toEqual([]);
  });
});

describe('eventStream keeps its failures to the server', () => {
  it('logs a session that failed and ends the stream without sending the error to the client', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = new Hono();
    app.get('/s', (c) => {
      const { body, headers } = eventStream(c, async () => {
        throw new Error('connect ECONNREFUSED 10.1.2.3:6379 (the presence store)');
      });
      return new Response(body, { headers });
    });
    const text = await (await app.request('/s')).text();
    expect(text).not.toContain('ECONNREFUSED');
    expect(text).not.toContain('event: error');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
