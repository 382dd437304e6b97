import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, SPACE, setUpVenue, spaceBody } from '@sports/testing/http/bookingsFixtures';

/**
 * Spec section 3 Activity spaceAvatar: a venue's photo (an uploaded image) shows on the games at
 * that venue, joined when the lists and the game page answer (docs/adr/0104-picture-on-every-card.md).
 */
let platform: TestPlatform;
let manager: string;
let host: string;
let photoId: string;
let atVenue: string;
let withCover: string;
let elsewhere: string;

/** A PNG as far as the upload can tell: its magic number, then bytes. */
const png = () => {
  const bytes = Buffer.alloc(2048, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};
const uploadImage = async (token: string): Promise<string> => {
  const response = await platform.app.request('/api/vm/media/images', {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
    body: png(),
  });
  expect(response.status).toBe(201);
  return (await json(response)).data.id as string;
};
const photoUrl = () => `/api/vm/media/images/${photoId}`;
const byId = (activities: Array<Record<string, any>>) => new Map(activities.map((game) => [game.activityId as string, game]));

beforeAll(async () => {
  platform = await startTestStack();
  manager = await setUpVenue(platform);
  host = await platform.tokenFor('venue-photo-host');
  photoId = await uploadImage(manager);
  const coverId = await uploadImage(host);
  atVenue = (await createGame(platform, host, { name: 'Turf evening', spaceId: SPACE })).activityId;
  withCover = (
    await createGame(platform, host, { name: 'Turf with a cover', spaceId: SPACE, coverImageorVideo: { type: 'image', imageId: coverId } })
  ).activityId;
  elsewhere = (await createGame(platform, host, { name: 'Park kickabout' })).activityId;
  expect([atVenue, withCover, elsewhere].every(Boolean)).toBe(true);
});
afterAll(() => platform.close());

describe("a venue's photo on its games", () => {
  it('is absent until the venue has a photo: spaceAvatar null', async () => {
    await platform.settle();
    const list = byId((await json(await platform.request('GET', '/api/vm/activities/all/0/20'))).data.activities);
    expect(list.get(atVenue)?.spaceAvatar).toBeNull();
  });

  it('once set on the venue, the list, the game page and the Suggested tab carry its URL for the games there, and only those', async () => {
    const set = await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}`, { token: manager, body: spaceBody({ photo: photoId }) });
    expect(set.status).toBe(200);
    await platform.settle();
    expect((await json(await platform.request('GET', `/api/vm/spaces/${SPACE}`))).data.photo).toBe(photoId);

    const list = byId((await json(await platform.request('GET', '/api/vm/activities/all/0/20'))).data.activities);
    expect(list.get(atVenue)?.spaceAvatar).toBe(photoUrl());
    expect(list.get(elsewhere)?.spaceAvatar).toBeNull();
    // The game's own cover stays its cover (the card shows the cover first: cardPicture.ts); the venue's photo rides beside it.
    expect(list.get(withCover)).toMatchObject({
      coverUrl: expect.stringMatching(/^\/api\/vm\/media\/images\/[0-9a-f]{32}$/),
      spaceAvatar: photoUrl(),
    });
    expect(list.get(withCover)?.coverUrl).not.toBe(photoUrl());
    // The lists read from the store rather than the live index (the host's own games here) take the same join.
    const mine = byId((await json(await platform.request('GET', '/api/vm/activities/my/0/20', { token: host }))).data.activities);
    expect([mine.get(atVenue)?.spaceAvatar, mine.get(elsewhere)?.spaceAvatar]).toEqual([photoUrl(), null]);

    const detail = (await json(await platform.request('GET', `/api/vm/activities/${atVenue}`))).data;
    expect(detail.spaceAvatar).toBe(photoUrl());
    expect((await json(await platform.request('GET', `/api/vm/activities/${elsewhere}`))).data.spaceAvatar).toBeNull();

    const suggested = byId((await json(await platform.request('GET', '/api/vm/activities/suggested/0/20'))).data.activities);
    expect(suggested.get(atVenue)?.spaceAvatar).toBe(photoUrl());
    expect(suggested.get(elsewhere)?.spaceAvatar).toBeNull();
  });

  it('refuses a photo that is not an uploaded image id with a 400 naming the field, appending nothing', async () => {
    const before = await platform.eventCount();
    for (const photo of ['../../etc/passwd', 'ABCDEF', 42]) {
      await expectProblem(
        await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}`, { token: manager, body: spaceBody({ photo }) }),
        400,
        'VALIDATION_FAILED',
        'photo',
      );
    }
    expect(await platform.eventCount()).toBe(before);
  });
});
