// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requestJson } from './http';
import { noteLogPosition, readAfterHeaders, resetLogPositions } from './readYourWrites';

const ok = (position?: number) =>
  new Response(JSON.stringify({ message: 'success' }), {
    status: 200,
    headers: position === undefined ? {} : { 'x-log-position': String(position) },
  });
const reply = z.object({ message: z.string() });
const sentHeaders = (fetch: { mock: { calls: Array<[string, RequestInit]> } }, call: number) =>
  fetch.mock.calls[call]![1].headers as Record<string, string>;

describe('read-your-writes: reads name the last command (x-log-position back as x-read-after)', () => {
  afterEach(() => {
    resetLogPositions();
    vi.unstubAllGlobals();
  });

  it('sends nothing before any command, and never asks /health', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => ok());
    vi.stubGlobal('fetch', fetch);
    await requestJson('/api/vm/activities/g1', reply);
    expect(sentHeaders(fetch, 0)['x-read-after']).toBeUndefined();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/vm/activities/g1']);
  });

  it("a read after a command carries that command's position; commands never carry one", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => ok(7));
    vi.stubGlobal('fetch', fetch);
    await requestJson('/api/vm/activities/g1/join', reply, { method: 'PUT', body: {} });
    expect(sentHeaders(fetch, 0)['x-read-after']).toBeUndefined();
    await requestJson('/api/vm/activities/g1/chat', reply);
    expect(sentHeaders(fetch, 1)['x-read-after']).toBe('7');
    await requestJson('/api/vm/activities/g1/leave', reply, { method: 'PUT' });
    expect(sentHeaders(fetch, 2)['x-read-after']).toBeUndefined();
  });

  it('keeps the newest position: an older reply or a malformed header never lowers it', () => {
    noteLogPosition('7');
    noteLogPosition('4');
    noteLogPosition('not a number');
    noteLogPosition('12345678901234567890');
    expect(readAfterHeaders()).toEqual({ 'x-read-after': '7' });
  });
});
