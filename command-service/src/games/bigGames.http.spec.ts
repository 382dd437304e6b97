import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * Big games stay cheap: the detail carries the first 50 participant entries and
 * pages the joined players through GET participants by status (spec section 7); everything the
 * viewer sees of their own place (My Games, viewerStatus, a private game's visibility) holds for a
 * player beyond the first page.
 */
let platform: TestPlatform;
let host: string;
const PLAYERS = 60;
const players: string[] = [];

beforeAll(async () => {
  platform = await startTestStack();
  host = await platform.tokenFor('big-host');
  for (let i = 0; i < PLAYERS; i++) players.push(await platform.tokenFor(`big-p${i}`));
});
afterAll(() => platform.close());

const get = async (path: string, token?: string) => {
  await platform.settle();
  return platform.request('GET', path, { token });
};

const fillGame = async (privacy: 'public' | 'private') => {
  const { activityId } = await createGame(platform, host, { maxParticipants: 100, privacy });
  for (const [i, token] of players.entries()) {
    if (privacy === 'private') {
      await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body: {} });
      await platform.request('PUT', `/api/vm/activities/${activityId}/requests/big-p${i}/accept`, { token: host });
    } else {
      expect((await platform.request('PUT', `/api/vm/activities/${activityId}/join`, { token, body: {} })).status).toBe(200);
    }
  }
  return activityId;
};

describe('a game of 61', () => {
  let activityId: string;
  beforeAll(async () => {
    activityId = await fillGame('public');
  }, 120_000);

  it('the detail holds the first 50 entries, counts everyone, and points at the rest', async () => {
    const game = (await json(await get(`/api/vm/activities/${activityId}`))).data;
    expect(game.totalParticipantCount).toBe(PLAYERS + 1);
    expect(game.participantDetail).toHaveLength(50);
    expect(game.participantDetail.slice(0, 2).map((p: { id: string }) => p.id)).toEqual(['big-host', 'big-p0']);
    expect(game.participantsNextUrl).toBe(`/api/vm/activities/${activityId}/participants?status=joined&page=0&size=50`);
  });

  it('GET participants by status pages every joined player once, in the order they came', async () => {
    const seen: string[] = [];
    let url: string | null = `/api/vm/activities/${activityId}/participants?status=joined&page=0&size=25`;
    let pages = 0;
    while (url) {
      const body = (await json(await get(url))).data as { participants: Array<{ id: string }>; nextUrl: string | null };
      seen.push(...body.participants.map((p) => p.id));
      url = body.nextUrl;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(['big-host', ...Array.from({ length: PLAYERS }, (_, i) => `big-p${i}`)]);
  });

  it('refuses bad page parameters with 400 naming the field', async () => {
    const path = `/api/vm/activities/${activityId}/participants?status=joined`;
    await expectProblem(await get(`${path}&page=-1`), 400, 'VALIDATION_FAILED', 'query.page');
    await expectProblem(await get(`${path}&page=x`), 400, 'VALIDATION_FAILED', 'query.page');
    await expectProblem(await get(`${path}&size=0`), 400, 'VALIDATION_FAILED', 'query.size');
    await expectProblem(await get(`${path}&size=501`), 400, 'VALIDATION_FAILED', 'query.size');
  });

  it('a player beyond the first page: the game is in their My Games, their status on the card and the detail', async () => {
    const last = players[PLAYERS - 1]!;
    // The viewer's flags come with a user document: the dev sign-in registers one.
    await platform.request('POST', '/api/dev/token', { body: { userId: `big-p${PLAYERS - 1}` } });
    const mine = (await json(await get('/api/vm/activities/my/0/20?statusList=upcoming', last))).data.activities as Array<{
      activityId: string;
      viewerStatus: string;
    }>;
    expect(mine.find((g) => g.activityId === activityId)?.viewerStatus).toBe('joined');
    const listed = (await json(await get('/api/vm/activities/all/0/90', last))).data.activities as Array<{
      activityId: string;
      viewerStatus: string;
    }>;
    expect(listed.find((g) => g.activityId === activityId)?.viewerStatus).toBe('joined');
    expect((await json(await get(`/api/vm/activities/${activityId}`, last))).data.viewerStatus).toBe('joined');
  });
});

describe('a private game of 61', () => {
  it('a member beyond the first page sees it; someone outside does not', async () => {
    const activityId = await fillGame('private');
    const last = players[PLAYERS - 1]!;
    expect((await get(`/api/vm/activities/${activityId}`, last)).status).toBe(200);
    const listed = (await json(await get('/api/vm/activities/all/0/90', last))).data.activities as Array<{ activityId: string }>;
    expect(listed.map((g) => g.activityId)).toContain(activityId);
    const outsider = await platform.tokenFor('big-outsider');
    expect((await get(`/api/vm/activities/${activityId}`, outsider)).status).toBe(404);
    expect(
      (await json(await get('/api/vm/activities/all/0/90', outsider))).data.activities.map((g: { activityId: string }) => g.activityId),
    ).not.toContain(activityId);
  }, 120_000);
});
