import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_USER } from '@sports/query-service';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * docs/security.md "Live viewer streams", "Event stream caps": the live viewer count is of distinct viewers (a signed-in user once, an
 * anonymous client once per address), and one client address or user holds a bounded number of
 * live-viewer streams at once; beyond that, 429 RATE_LIMITED. The address is read as the rate
 * limits read it: the right-most X-Forwarded-For entry that is not a trusted proxy (these requests
 * arrive from 127.0.0.1, which TRUST_PROXY=true trusts); forged first hops: forgedAddress.http.spec.ts.
 */
const platforms: TestPlatform[] = [];
afterAll(async () => {
  for (const p of platforms) await p.close();
});
const start = async (env: Record<string, string> = {}) => {
  const platform = await startTestStack({ env });
  platforms.push(platform);
  const { activityId } = await createGame(platform, await platform.tokenFor('limits-host'));
  await platform.settle();
  return { platform, activityId: activityId };
};

const streamOf = (platform: TestPlatform, activityId: string, init: { address?: string; token?: string } = {}) =>
  platform.request('GET', `/api/vm/activities/${activityId}/viewers/stream`, {
    token: init.token,
    headers: init.address ? { 'x-forwarded-for': init.address } : {},
  });
const countOf = async (platform: TestPlatform, activityId: string) =>
  (await json(await platform.request('GET', `/api/vm/activities/${activityId}/viewers`))).data.count as number;
const opened = async (reply: Promise<Response>) => {
  const response = await reply;
  expect([response.status, response.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^text\/event-stream/)]);
  return response;
};
const closeAll = (responses: Response[]) => Promise.all(responses.map(async (r) => r.body?.cancel()));

describe('live viewers behind a proxy (TRUST_PROXY=true)', () => {
  let platform: TestPlatform;
  let activityId: string;
  beforeAll(async () => {
    ({ platform, activityId } = await start({ TRUST_PROXY: 'true' }));
  });

  it(`counts one anonymous client once however many streams it opens, and refuses its stream ${MAX_STREAMS_PER_ADDRESS + 1}`, async () => {
    const address = '203.0.113.7';
    const streams: Response[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i++) streams.push(await opened(streamOf(platform, activityId, { address })));
    await expect.poll(() => countOf(platform, activityId)).toBe(1);
    const refused = await streamOf(platform, activityId, { address });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    await expectProblem(refused, 429, 'RATE_LIMITED');
    // Another address is another viewer, with places of its own.
    const other = await opened(streamOf(platform, activityId, { address: '198.51.100.20' }));
    await expect.poll(() => countOf(platform, activityId)).toBe(2);
    // A closed stream gives its place back.
    await streams.pop()!.body?.cancel();
    await expect
      .poll(async () => {
        const reply = await streamOf(platform, activityId, { address });
        if (reply.status === 200) streams.push(reply);
        else await reply.body?.cancel();
        return reply.status;
      })
      .toBe(200);
    await closeAll([...streams, other]);
    await expect.poll(() => countOf(platform, activityId)).toBe(0);
  });

  it(`counts a signed-in user once from any address, and refuses their stream ${MAX_STREAMS_PER_USER + 1}`, async () => {
    const { activityId: game } = await createGame(platform, await platform.tokenFor('limits-host'));
    await platform.settle();
    const priya = await platform.tokenFor('limits-priya');
    const streams: Response[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++)
      streams.push(await opened(streamOf(platform, game, { token: priya, address: `192.0.2.${i + 1}` })));
    await expect.poll(() => countOf(platform, game)).toBe(1);
    await expectProblem(await streamOf(platform, game, { token: priya, address: '192.0.2.99' }), 429, 'RATE_LIMITED');
    streams.push(await opened(streamOf(platform, game, { token: await platform.tokenFor('limits-arjun'), address: '192.0.2.1' })));
    await expect.poll(() => countOf(platform, game)).toBe(2);
    await closeAll(streams);
    await expect.poll(() => countOf(platform, game)).toBe(0);
  });

  it('never caps signed-in players by their shared address (a carrier puts many behind one)', async () => {
    const { activityId: game } = await createGame(platform, await platform.tokenFor('cgnat-host'));
    await platform.settle();
    const streams: Response[] = [];
    for (let i = 0; i <= MAX_STREAMS_PER_ADDRESS; i++)
      streams.push(
        await opened(streamOf(platform, game, { token: await platform.tokenFor(`cgnat-player-${i}`), address: '198.51.100.7' })),
      );
    await expect.poll(() => countOf(platform, game)).toBe(MAX_STREAMS_PER_ADDRESS + 1);
    await closeAll(streams);
    await expect.poll(() => countOf(platform, game)).toBe(0);
  });
});

describe('live viewers without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: streams claiming other addresses are still one client, one viewer, capped', async () => {
    const { platform, activityId } = await start();
    const streams: Response[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i++)
      streams.push(await opened(streamOf(platform, activityId, { address: `203.0.113.${i + 1}` })));
    await expect.poll(() => countOf(platform, activityId)).toBe(1);
    await expectProblem(await streamOf(platform, activityId, { address: '203.0.113.200' }), 429, 'RATE_LIMITED');
    await closeAll(streams);
    await expect.poll(() => countOf(platform, activityId)).toBe(0);
  });
});
