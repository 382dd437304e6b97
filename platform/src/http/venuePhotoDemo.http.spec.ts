import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';

/** The demo venues' photos (demo/src/venuePhotos.ts; docs/adr/0104-picture-on-every-card.md). */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack({ env: { DEMO_DATA: 'true' } });
  await platform.settle();
});
afterAll(() => platform.close());

describe('demo venue photos', () => {
  it('gives both demo venues a stored PNG photo, and the demo games at the turf without a cover carry it as spaceAvatar', async () => {
    for (const spaceId of ['space-marina-turf', 'space-andheri-courts']) {
      const { photo } = (await json(await platform.request('GET', `/api/vm/spaces/${spaceId}`))).data;
      expect(photo, spaceId).toMatch(/^[0-9a-f]{32}$/);
      const served = await platform.request('GET', `/api/vm/media/images/${photo}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(1, 4)
          .toString('latin1'),
      ).toBe('PNG');
    }
    const turfPhoto = (await json(await platform.request('GET', '/api/vm/spaces/space-marina-turf'))).data.photo;
    const games = (await json(await platform.request('GET', '/api/vm/activities/all/0/50'))).data.activities as Array<Record<string, any>>;
    const atTurf = games.filter((game) => game.spaceId === 'space-marina-turf');
    expect(atTurf.length).toBeGreaterThan(0);
    for (const game of atTurf) expect(game.spaceAvatar, game.name).toBe(`/api/vm/media/images/${turfPhoto}`);
    // A turf game without a cover image of its own (its cover is a video link), whose card shows the venue's photo.
    expect(atTurf.filter((game) => game.coverImageorVideo?.type !== 'image').map((game) => game.name)).toContain('Skill-matched 7-a-side');
    for (const game of games.filter((g) => !g.spaceId)) expect(game.spaceAvatar, game.name).toBeNull();
  });
});
