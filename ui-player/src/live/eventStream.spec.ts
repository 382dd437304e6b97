// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventStreamReply } from '../test/eventStreamReply';
import { readEventStream, type StreamEvent } from './eventStream';
import { RECONNECT_MAX_MS, reconnectDelay } from './followStream';

afterEach(() => vi.unstubAllGlobals());

/** Reads a stream whose body arrives in exactly these chunks; returns what the reader reported. */
const readChunks = async (chunks: string[]) => {
  const reply = eventStreamReply();
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply.response));
  const events: StreamEvent[] = [];
  const ids: string[] = [];
  const retries: number[] = [];
  const reading = readEventStream('/s', {
    token: null,
    signal: new AbortController().signal,
    onEvent: (event) => events.push(event),
    onId: (id) => ids.push(id),
    onRetry: (ms) => retries.push(ms),
  });
  for (const chunk of chunks) reply.push(chunk);
  reply.end();
  await reading;
  return { events, ids, retries };
};

describe('readEventStream (the server-sent events format, read by eventsource-parser)', () => {
  it('reads named events, skips comments and joins a block that came in two chunks', async () => {
    const { events } = await readChunks([
      ': connected\n\nevent: count\ndata: {"count":2}\n\nevent: viewer\ndata: {"viewerId"',
      ':"a"}\n\n',
    ]);
    expect(events).toEqual([
      { event: 'count', data: '{"count":2}' },
      { event: 'viewer', data: '{"viewerId":"a"}' },
    ]);
  });

  it('joins data lines and defaults the name to message with CRLF line ends', async () => {
    const { events } = await readChunks(['data: one\r\ndata:two\r\n\r\n']);
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('reads a CRLF split across two chunks as one line end, not the end of the event', async () => {
    const { events } = await readChunks(['event: changed\r\ndata: one\r', '\ndata: two\r\n\r\n']);
    expect(events).toEqual([{ event: 'changed', data: 'one\ntwo' }]);
  });

  it("reports each event's id, and a position event's id without passing the event on", async () => {
    const { events, ids } = await readChunks([
      'event: position\ndata:\nid: 3.41\n\nevent: changed\ndata: {"activityIds":[]}\nid: 3.',
      '42\n\n',
    ]);
    expect(events).toEqual([{ event: 'changed', data: '{"activityIds":[]}', id: '3.42' }]);
    expect(ids).toEqual(['3.41', '3.42']);
  });

  it('reports the reconnection time a retry field sets', async () => {
    const { retries } = await readChunks(['retry: 4000\n\n']);
    expect(retries).toEqual([4_000]);
  });
});

describe('reconnect back-off', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((failures) => reconnectDelay(failures))).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      30_000,
      RECONNECT_MAX_MS,
    ]);
  });

  it("doubles from the server's retry time when it sent one", () => {
    expect([1, 2, 3].map((failures) => reconnectDelay(failures, 4_000))).toEqual([4_000, 8_000, 16_000]);
    expect(reconnectDelay(1, 60_000)).toBe(60_000);
  });
});
