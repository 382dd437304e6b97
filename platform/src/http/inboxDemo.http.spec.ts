import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';

/** The demo's inboxes (demo/src/inboxes.ts): what the seeded history told each player, sent nowhere else. */
let platform: TestPlatform;
const seededAt = new Date();
type Item = { kind: string; text: string; link: string; created: string; read: boolean };
const get = async (path: string, userId: string) => {
  await platform.settle();
  const { accessToken } = await json(await platform.request('POST', '/api/dev/token', { body: { userId } }));
  return (await json(await platform.request('GET', path, { token: accessToken }))).data;
};
const inboxOf = async (userId: string): Promise<Item[]> => (await get('/api/vm/users/me/notifications', userId)).items;

beforeAll(async () => {
  platform = await startTestStack({ env: { DEMO_DATA: 'true' }, now: seededAt.toISOString() });
});
afterAll(() => platform.close());

describe('demo inboxes', () => {
  it("hold what the history told each player, unread, at the moment it happened (spec section 8's notifications)", async () => {
    const priya = await inboxOf('demo-player-priya');
    const held = priya.find((item) => item.kind === 'game_held');
    expect(held).toMatchObject({ read: false, text: expect.stringContaining('"Corporate Cricket League"') });
    expect(held!.link).toMatch(/^\/games\//);
    // The game was put on hold a day before the seed (demo/src/games.ts), not at the seed.
    expect(Date.parse(held!.created)).toBeLessThan(seededAt.getTime() - 60 * 60_000);
    expect((await get('/api/vm/users/me/notifications/unread-count', 'demo-player-priya')).unread).toBe(
      priya.filter((item) => !item.read).length,
    );
    const arjun = await inboxOf('demo-player-arjun');
    expect(arjun.some((item) => item.kind === 'invitation' && item.text.includes('"Invite-only Smash Session"'))).toBe(true);
    // The host hears of the requests to join her private game.
    const ananya = await inboxOf('demo-host-ananya');
    expect(ananya.filter((item) => item.kind === 'join_request').map((item) => item.text)).toEqual([
      expect.stringMatching(/^Kavya Nair asked to join "Invite-only Smash Session"/),
      expect.stringMatching(/^Priya Sharma asked to join "Invite-only Smash Session"/),
    ]);
  });

  it('sends nothing outside: no demo player got a WhatsApp or SMS message of the history', async () => {
    for (const phone of ['9800000001', '9800000002', '9800000003']) {
      expect(await json(await platform.request('GET', `/api/dev/outbox?to=${phone}`))).toEqual([]);
    }
  });
});
