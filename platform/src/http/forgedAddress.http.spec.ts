import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_ADDRESS } from '@sports/query-service';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * docs/adr/0113-client-addresses.md: a client writes the left of X-Forwarded-For
 * itself and nginx's $proxy_add_x_forwarded_for keeps it, so the client address is the right-most
 * entry that is not a trusted proxy. Forged first hops, rotated at will, are the same client: they
 * give no fresh allowance of codes (20 sends per address per hour, docs/security.md) nor of live
 * viewer streams. `peer` is the socket address a request arrives from (127.0.0.1 by default).
 */
const SMS = '/api/auth/account/sms/login';
const ADDRESS_SENDS_PER_HOUR = 20;
const REAL = '203.0.113.9';
const NGINX = '172.30.80.10'; // the deploy's entry point, trusted by TRUST_PROXY=true

const platforms: TestPlatform[] = [];
afterAll(async () => {
  for (const p of platforms) await p.close();
});
const start = async (env: Record<string, string>) => {
  const platform = await startTestStack({ env });
  platforms.push(platform);
  return platform;
};
let numbers = 0;
/** A fresh number each time, so only the address limit can refuse. */
const sendCode = (platform: TestPlatform, via: { forwardedFor?: string; peer?: string }) =>
  platform.request('POST', SMS, {
    body: { phoneNumber: `95${String(numbers++).padStart(8, '0')}` },
    headers: via.forwardedFor === undefined ? {} : { 'x-forwarded-for': via.forwardedFor },
    peer: via.peer,
  });
const forged = (i: number) => `198.18.${i}.1`;

describe('the OTP address limit behind a proxy (TRUST_PROXY=true)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await start({ TRUST_PROXY: 'true' });
  });

  it('counts rotating forged first hops as the one client nginx saw, and refuses its send 21', async () => {
    for (let i = 0; i < ADDRESS_SENDS_PER_HOUR; i++)
      expect((await sendCode(platform, { forwardedFor: `${forged(i)}, ${REAL}`, peer: NGINX })).status).toBe(200);
    await expectProblem(await sendCode(platform, { forwardedFor: `${forged(99)}, ${REAL}`, peer: NGINX }), 429, 'RATE_LIMITED');
    await expectProblem(await sendCode(platform, { forwardedFor: `${forged(100)}, 10.1.2.3, ${REAL}`, peer: NGINX }), 429, 'RATE_LIMITED');
    await expectProblem(await sendCode(platform, { forwardedFor: REAL, peer: NGINX }), 429, 'RATE_LIMITED');
    // Another client writing the refused one's address first is still itself, with its own allowance.
    expect((await sendCode(platform, { forwardedFor: `${REAL}, 198.51.100.7`, peer: NGINX })).status).toBe(200);
  });

  it('ignores X-Forwarded-For entirely from a peer that is not a trusted proxy', async () => {
    const peer = '198.51.100.50';
    for (let i = 0; i < ADDRESS_SENDS_PER_HOUR; i++) expect((await sendCode(platform, { forwardedFor: forged(i), peer })).status).toBe(200);
    await expectProblem(await sendCode(platform, { forwardedFor: `${forged(99)}, ${REAL}`, peer }), 429, 'RATE_LIMITED');
    await expectProblem(await sendCode(platform, { peer }), 429, 'RATE_LIMITED');
    // The address it claimed is untouched: that client, behind nginx, still gets codes.
    expect((await sendCode(platform, { forwardedFor: forged(98), peer: NGINX })).status).toBe(200);
  });
});

describe('a chain of trusted proxies (TRUSTED_PROXIES)', () => {
  it('is walked from the right: the client past the load balancer and nginx is one client however it arrives', async () => {
    const platform = await start({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/24' });
    const LB = '10.0.0.2';
    const PROXY = '10.0.0.7';
    const routes = [
      { forwardedFor: `${forged(0)}, ${REAL}, ${LB}`, peer: PROXY }, // client -> load balancer -> nginx -> service
      { forwardedFor: `${forged(1)}, ${REAL}, ${LB}, ${PROXY}` }, // ... -> a sidecar on loopback -> service
      { forwardedFor: `${forged(2)}, ${REAL}`, peer: PROXY }, // client -> nginx -> service
    ];
    for (let i = 0; i < ADDRESS_SENDS_PER_HOUR; i++) expect((await sendCode(platform, routes[i % routes.length]!)).status).toBe(200);
    for (const route of routes) await expectProblem(await sendCode(platform, route), 429, 'RATE_LIMITED');
    // 10.0.1.5 is outside the trusted /24: it is the client there, whatever stands left of it.
    expect((await sendCode(platform, { forwardedFor: `${REAL}, 10.0.1.5, ${LB}`, peer: PROXY })).status).toBe(200);
  });
});

describe('live viewer stream caps behind a proxy (TRUST_PROXY=true)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await start({ TRUST_PROXY: 'true' });
  });
  const streamOf = (activityId: string, via: { forwardedFor?: string; peer?: string }) =>
    platform.request('GET', `/api/vm/activities/${activityId}/viewers/stream`, {
      headers: via.forwardedFor === undefined ? {} : { 'x-forwarded-for': via.forwardedFor },
      peer: via.peer,
    });
  const countOf = async (activityId: string) =>
    (await json(await platform.request('GET', `/api/vm/activities/${activityId}/viewers`))).data.count as number;
  const openAll = async (activityId: string, vias: Array<{ forwardedFor?: string; peer?: string }>) => {
    const streams: Response[] = [];
    for (const via of vias) {
      const reply = await streamOf(activityId, via);
      streams.push(reply);
      expect([reply.status, reply.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^text\/event-stream/)]);
    }
    return streams;
  };
  const closeAll = (streams: Response[]) => Promise.all(streams.map(async (s) => s.body?.cancel()));
  const newGame = async () => {
    const { activityId } = await createGame(platform, await platform.tokenFor('forged-host'));
    await platform.settle();
    return activityId;
  };

  it('counts an anonymous client once and caps it, whatever first hops it forges', async () => {
    const game = await newGame();
    const streams = await openAll(
      game,
      Array.from({ length: MAX_STREAMS_PER_ADDRESS }, (_, i) => ({ forwardedFor: `${forged(i)}, ${REAL}`, peer: NGINX })),
    );
    await expect.poll(() => countOf(game)).toBe(1);
    await expectProblem(await streamOf(game, { forwardedFor: `${forged(999)}, ${REAL}`, peer: NGINX }), 429, 'RATE_LIMITED');
    await closeAll(streams);
    await expect.poll(() => countOf(game)).toBe(0);
  });

  it('from a peer that is not a trusted proxy, counts and caps the peer, ignoring X-Forwarded-For', async () => {
    const game = await newGame();
    const peer = '198.51.100.60';
    const streams = await openAll(
      game,
      Array.from({ length: MAX_STREAMS_PER_ADDRESS }, (_, i) => ({ forwardedFor: forged(i), peer })),
    );
    await expect.poll(() => countOf(game)).toBe(1);
    await expectProblem(await streamOf(game, { forwardedFor: `${forged(999)}, ${REAL}`, peer }), 429, 'RATE_LIMITED');
    await closeAll(streams);
    await expect.poll(() => countOf(game)).toBe(0);
  });
});
