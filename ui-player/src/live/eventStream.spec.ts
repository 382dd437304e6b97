import { describe, expect, it } from 'vitest';
import { parseEventStream } from './eventStream';
import { RECONNECT_MAX_MS, reconnectDelay } from './followStream';

describe('parseEventStream (server-sent events format)', () => {
  it('reads named events, skips comments and keeps an unfinished block for later', () => {
    const { events, rest } = parseEventStream(': connected\n\nevent: count\ndata: {"count":2}\n\nevent: viewer\ndata: {"viewerId"');
    expect(events).toEqual([{ event: 'count', data: '{"count":2}' }]);
    expect(rest).toBe('event: viewer\ndata: {"viewerId"');
    expect(parseEventStream(`${rest}:"a"}\n\n`).events).toEqual([{ event: 'viewer', data: '{"viewerId":"a"}' }]);
  });

  it('joins data lines, defaults the name to message and accepts CRLF', () => {
    expect(parseEventStream('data: one\r\ndata:two\r\n\r\n').events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});

describe('reconnect back-off', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, RECONNECT_MAX_MS]);
  });
});
