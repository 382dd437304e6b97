import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SqliteDocumentStore } from '@sports/projections';
import { HeldFeedEventStore } from '@sports/testing/heldFeedEventStore';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';
import { createGame, expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * Permission checks read their own writes (docs/adr/0114-permission-checks-read-own-writes.md, README "x-log-position"): the projector is
 * held behind the log (HeldFeedEventStore), so
 * without the query side's wait these reads answer from before the command, every time.
 */
let platform: TestPlatform;
let log: HeldFeedEventStore;
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'read-your-writes-'));
  log = new HeldFeedEventStore(join(dataDir, 'events.sqlite'));
  platform = await startTestPlatform({
    dataDir,
    env: { NOTIFICATIONS: 'false' },
    stores: { eventStore: log, documents: new SqliteDocumentStore(join(dataDir, 'read-models.sqlite')) },
  });
});
afterAll(() => platform.close());
afterEach(() => {
  log.release();
  vi.restoreAllMocks();
});

const put = (path: string, token: string, body?: unknown) =>
  platform.request('PUT', path, { token, ...(body === undefined ? {} : { body }) });
const get = (path: string, token: string, position?: string | null) =>
  platform.request('GET', path, { token, headers: position ? { 'x-read-after': position } : {} });

/** The projector stays behind until a read starts waiting for it: then it is let go (so no read can win by timing). */
const holdProjectorUntilAReadWaits = () => {
  log.hold();
  const waitFor = platform.runner.waitFor.bind(platform.runner);
  return vi.spyOn(platform.runner, 'waitFor').mockImplementation((position, timeoutMs) => {
    log.release();
    return waitFor(position, timeoutMs);
  });
};

const gameWithHost = async (name: string) => {
  const host = await platform.tokenFor(`${name}-host`);
  const { activityId } = await createGame(platform, host, { maxParticipants: 10 });
  await platform.settle();
  return { host, activityId };
};

describe("a player's own command counts in the reads that follow it (x-read-after)", () => {
  it('a player who has just joined reads the chat and the participants at once, not 403 NOT_A_CHAT_MEMBER', async () => {
    const { activityId } = await gameWithHost('joiner');
    const priya = await platform.tokenFor('joiner-priya');
    const waited = holdProjectorUntilAReadWaits();
    const joined = await put(`/api/vm/activities/${activityId}/join`, priya, {});
    expect(joined.status).toBe(200);
    const position = joined.headers.get('x-log-position');
    expect(position).toMatch(/^\d+$/);

    const chat = await get(`/api/vm/activities/${activityId}/chat`, priya, position);
    expect(chat.status).toBe(200);
    expect(waited).toHaveBeenCalled();
    const participants = await json(await get(`/api/vm/activities/${activityId}/participants`, priya, position));
    expect(participants.data.participants.map((p: { id: string }) => p.id)).toContain('joiner-priya');
  });

  it('an allowed read is answered from the read models it would otherwise see, without waiting for a position it does not name', async () => {
    const { activityId } = await gameWithHost('stale');
    const priya = await platform.tokenFor('stale-priya');
    log.hold();
    const joined = await put(`/api/vm/activities/${activityId}/join`, priya, {});
    const waited = vi.spyOn(platform.runner, 'waitFor');
    const before = (await json(await get(`/api/vm/activities/${activityId}`, priya))).data;
    expect(before.participants).not.toContain('stale-priya');
    expect(waited).not.toHaveBeenCalled();
    waited.mockRestore();

    holdProjectorUntilAReadWaits();
    const after = (await json(await get(`/api/vm/activities/${activityId}`, priya, joined.headers.get('x-log-position')))).data;
    expect(after.participants).toContain('stale-priya');
  });
  it('a player who has just signed up with a new number finds their own profile, incomplete (spec section 3 "check user")', async () => {
    const login = (body: Record<string, string>) => platform.request('POST', '/api/auth/account/sms/login', { body });
    expect((await login({ phoneNumber: '9811100001' })).status).toBe(200);
    const outbox = await json(await platform.request('GET', '/api/dev/outbox?to=9811100001'));
    const code = /(\d{6})/.exec(outbox[0].text)![1]!;
    const waited = holdProjectorUntilAReadWaits();
    const signedUp = await login({ phoneNumber: '9811100001', code });
    const reply = await json(signedUp);
    expect(reply).toMatchObject({ status: 'signed_in', isNewUser: true });
    const position = signedUp.headers.get('x-log-position');
    expect(position).toMatch(/^\d+$/);

    const check = await json(await get(`/api/user/${reply.userId}/check`, reply.accessToken, position));
    expect(check.data).toEqual({ exists: true, isProfileCompleted: false });
    expect(waited).toHaveBeenCalled();
  });
});

describe("another user's command that came first counts in a refusal (the log's head)", () => {
  it('a co-host just appointed by the host reads the waitlist at once, not 403 NOT_HOST', async () => {
    const { host, activityId } = await gameWithHost('appoint');
    const arjun = await platform.tokenFor('appoint-arjun');
    expect((await put(`/api/vm/activities/${activityId}/join`, arjun, {})).status).toBe(200);
    await platform.settle();
    const waited = holdProjectorUntilAReadWaits();
    expect((await put(`/api/vm/activities/${activityId}/cohosts/appoint-arjun`, host)).status).toBe(200);

    // Arjun's own last command (the join) is long projected: only the head of the log covers the appointment.
    const waitlist = await get(`/api/vm/activities/${activityId}/waitlist`, arjun);
    expect(waitlist.status).toBe(200);
    expect((await json(waitlist)).data).toMatchObject({ activityId, queue: [] });
    expect(waited).toHaveBeenCalledTimes(1);
  });

  it('a refusal the read models already stand behind is answered at once, with no wait and no second read', async () => {
    const { activityId } = await gameWithHost('refused');
    const outsider = await platform.tokenFor('refused-outsider');
    const waited = vi.spyOn(platform.runner, 'waitFor');
    await expectProblem(await get(`/api/vm/activities/${activityId}/waitlist`, outsider), 403, 'NOT_HOST', 'activityId');
    await expectProblem(await get(`/api/vm/activities/${activityId}/chat`, outsider), 403, 'NOT_A_CHAT_MEMBER', 'activityId');
    expect(waited).not.toHaveBeenCalled();
  });
});

describe('the x-read-after header', () => {
  it('is validated: anything but a decimal log position is a 400 naming the header, and nothing is read', async () => {
    const { host, activityId } = await gameWithHost('header');
    for (const bad of ['abc', '-1', '1.5', '12345678901234567890', ' ']) {
      await expectProblem(await get(`/api/vm/activities/${activityId}/waitlist`, host, bad), 400, 'VALIDATION_FAILED', 'x-read-after');
    }
  });

  it('a position past the head of the log waits for the head, no further', async () => {
    const { host, activityId } = await gameWithHost('future');
    const player = await platform.tokenFor('future-player');
    const waited = holdProjectorUntilAReadWaits();
    expect((await put(`/api/vm/activities/${activityId}/join`, player, {})).status).toBe(200);
    const head = await log.headPosition();
    const response = await get(`/api/vm/activities/${activityId}/waitlist`, host, '999999999999');
    expect(response.status).toBe(200);
    expect(waited.mock.calls.map(([position]) => position)).toEqual([head]);
  });

  it('is in the OpenAPI document of the reads, and not of the commands', async () => {
    const document = await json(await platform.request('GET', '/openapi.json'));
    const parameters = (path: string, method: string) =>
      (document.paths[path][method].parameters ?? []).map((p: { name: string }) => p.name);
    expect(parameters('/api/vm/activities/{activityId}/waitlist', 'get')).toContain('x-read-after');
    expect(parameters('/api/vm/activities/{activityId}/waitlist', 'put')).not.toContain('x-read-after');
  });
});
