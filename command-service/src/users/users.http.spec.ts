import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem as problem, json } from '@sports/testing/http/fixtures';

let platform: TestPlatform;
let priya: string;
let arjun: string;
let admin: string;

/** Registers the user through the development token endpoint, as a client would. */
const register = async (userId: string) => {
  const response = await platform.request('POST', '/api/dev/token', { body: { userId } });
  expect(response.status).toBe(200);
  return (await json(response)).accessToken as string;
};

beforeAll(async () => {
  platform = await startTestStack();
  // demo-player-priya is a demo account: registered with a phone number that counts as verified.
  [priya, arjun] = await Promise.all([register('demo-player-priya'), register('arjun')]);
  await register('root');
  admin = (await platform.tokens.issue({ userId: 'root', name: 'Root', role: 'admin', scopeIds: [] })).accessToken;
});
afterAll(() => platform.close());

const put = (path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
  platform.request('PUT', path, { token, body, headers });
const get = async (path: string, token?: string, headers: Record<string, string> = {}) => {
  await platform.settle();
  return platform.request('GET', path, { token, headers });
};
const userEvents = async (userId: string) => (await platform.eventStore.readStream(streams.user(userId))).map((e) => e.type);

describe("the caller's own profile (spec section 7: GET /api/user/, PUT /api/user/basic)", () => {
  it('serves the registered profile with zero coins and the primary, verified phone', async () => {
    const response = await get('/api/user/', priya, { deviceId: 'device-123' });
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toMatchObject({
      id: 'demo-player-priya',
      firstName: 'Priya',
      lastName: 'Sharma',
      phone: '+919800000001',
      email: null,
      isProfileCompleted: false,
      isTermsAccepted: false,
      coins: { coins: 0, blockedCoins: 0, expiredCoins: 0 },
      profile: { locations: [], choices: [], addresses: [] },
    });
    expect(data.shortId).toMatch(/^PS[0-9A-Z]{8}$/);
    const accounts = await json(await get('/api/user/accounts', priya));
    expect(accounts.data).toEqual({ mobiles: [{ mobile: '+919800000001', isPrimary: true, verified: true }], emails: [] });
  });

  it('updates the profile, reads it back after the projector settles, and flips completeness with the four fields', async () => {
    const first = await put('/api/user/basic', priya, {
      gender: 'female',
      dob: '1994-02-28',
      addresses: [{ line1: '12 Beach Rd', city: 'Chennai' }],
    });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ message: 'success', data: { id: 'demo-player-priya', changed: ['dob', 'gender', 'addresses'] } });
    expect(first.headers.get('x-log-position')).toMatch(/^\d+$/);
    // firstName, shortId and gender, but no location yet (spec section 3).
    expect((await json(await get('/api/user/demo-player-priya/check'))).data).toEqual({ exists: true, isProfileCompleted: false });

    await put('/api/user/basic', priya, { locations: [{ name: 'Anna Nagar', lat: 13.08, lon: 80.21 }] });
    const { data } = await json(await get('/api/user/', priya));
    expect(data).toMatchObject({
      gender: 'female',
      dob: '1994-02-28',
      isProfileCompleted: true,
      profile: { locations: [{ name: 'Anna Nagar' }] },
    });
    expect((await json(await get('/api/user/demo-player-priya/check'))).data).toEqual({ exists: true, isProfileCompleted: true });
    expect(await userEvents('demo-player-priya')).toEqual(['UserRegistered', 'BasicProfileUpdated', 'BasicProfileUpdated']);
  });

  it('appends nothing when nothing changes, and a repeated Idempotency-Key returns the first reply', async () => {
    const before = await platform.eventCount();
    const same = await put('/api/user/basic', priya, { gender: 'female' });
    expect(await json(same)).toEqual({ message: 'success', data: { id: 'demo-player-priya', changed: [] } });
    expect(await platform.eventCount()).toBe(before);

    const key = { 'idempotency-key': 'avatar-once' };
    const first = await put('/api/user/basic', arjun, { avatar: 'https://cdn.example.com/arjun.png' }, key);
    const count = await platform.eventCount();
    const again = await put('/api/user/basic', arjun, { avatar: 'https://cdn.example.com/arjun.png' }, key);
    expect(await json(again)).toEqual(await json(first));
    expect(await platform.eventCount()).toBe(count);
    const reused = await put('/api/user/basic', arjun, { avatar: 'https://cdn.example.com/other.png' }, key);
    await problem(reused, 422, 'IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key');
  });

  it('accepts the terms once', async () => {
    const response = await put('/api/user/terms', arjun);
    expect(await json(response)).toEqual({ message: 'success', data: { id: 'arjun', isTermsAccepted: true } });
    const count = await platform.eventCount();
    expect((await put('/api/user/terms', arjun)).status).toBe(200);
    expect(await platform.eventCount()).toBe(count);
    expect((await json(await get('/api/user/', arjun))).data.isTermsAccepted).toBe(true);
  });
});

describe('choices (spec section 7: GET /api/user/choice, PUT /api/user/listing)', () => {
  it('sets and reads the listings the caller plays', async () => {
    const response = await put('/api/user/listing', arjun, { listingIds: ['football', 'badminton'] });
    expect(await json(response)).toEqual({ message: 'success', data: { id: 'arjun', choices: ['football', 'badminton'] } });
    expect((await json(await get('/api/user/choice', arjun))).data).toEqual({ choices: ['football', 'badminton'] });
    expect((await json(await get('/api/user/profile/arjun'))).data.profile.choices).toEqual(['football', 'badminton']);
  });

  it('refuses repeated ids and appends nothing', async () => {
    const before = await platform.eventCount();
    await problem(await put('/api/user/listing', arjun, { listingIds: ['football', 'football'] }), 400, 'VALIDATION_FAILED', 'listingIds');
    await problem(await put('/api/user/listing', arjun, { listingIds: 'football' }), 400, 'VALIDATION_FAILED', 'listingIds');
    expect(await platform.eventCount()).toBe(before);
  });
});

describe('what others see (spec section 7: GET /api/user/profile/{id})', () => {
  const PRIVATE = ['phone', 'email', 'dob', 'coins', 'created', 'updated', 'isTermsAccepted'];

  it('gives another user, or nobody, the public view only', async () => {
    for (const token of [arjun, undefined]) {
      const { data } = await json(await get('/api/user/profile/demo-player-priya', token));
      expect(data).toMatchObject({
        view: 'public',
        id: 'demo-player-priya',
        firstName: 'Priya',
        gender: 'female',
        isProfileCompleted: true,
      });
      for (const field of PRIVATE) expect(data).not.toHaveProperty(field);
      expect(data.profile).toEqual({ locations: [{ name: 'Anna Nagar' }], choices: [] });
      expect(JSON.stringify(data)).not.toMatch(/9800000001|1994-02-28|Beach Rd|13\.08/);
    }
  });

  it("gives the caller's own id the full view, as the permission module does for admins", async () => {
    const { data } = await json(await get('/api/user/profile/demo-player-priya', priya));
    expect(data).toMatchObject({ view: 'full', phone: '+919800000001', dob: '1994-02-28', coins: { coins: 0 } });
    expect(data.profile.addresses).toEqual([{ line1: '12 Beach Rd', city: 'Chennai' }]);
    expect((await json(await get('/api/user/profile/demo-player-priya', admin))).data.view).toBe('full');
  });

  it('answers 404 USER_NOT_FOUND for an unknown id, and check says it does not exist', async () => {
    await problem(await get('/api/user/profile/nobody'), 404, 'USER_NOT_FOUND');
    expect((await json(await get('/api/user/nobody/check'))).data).toEqual({ exists: false, isProfileCompleted: false });
  });
});

describe('access accounts (spec section 7: GET /api/thiram/userAccount/{id})', () => {
  it("serves the caller's own account", async () => {
    const { data } = await json(await get('/api/thiram/userAccount/demo-player-priya', priya));
    expect(data).toMatchObject({
      id: 'demo-player-priya',
      role: 'player',
      spaces: [],
      mobiles: [{ mobile: '+919800000001', isPrimary: true, verified: true }],
      emails: [],
    });
  });

  it("refuses anyone else's with 403 FORBIDDEN, whether the id exists or not", async () => {
    await problem(await get('/api/thiram/userAccount/demo-player-priya', arjun), 403, 'FORBIDDEN');
    await problem(await get('/api/thiram/userAccount/nobody', arjun), 403, 'FORBIDDEN');
    await problem(await get('/api/thiram/userAccount/demo-player-priya'), 401, 'UNAUTHENTICATED');
  });

  it('lets an admin read any account', async () => {
    expect((await json(await get('/api/thiram/userAccount/demo-player-priya', admin))).data.id).toBe('demo-player-priya');
    await problem(await get('/api/thiram/userAccount/nobody', admin), 404, 'USER_NOT_FOUND');
  });
});

describe("nobody can write another user's profile; bad input gets a problem and appends nothing", () => {
  it('takes the user id from the token only: an id in the body is an unknown field', async () => {
    const before = await platform.eventCount();
    const body = await problem(
      await put('/api/user/basic', arjun, { userId: 'demo-player-priya', firstName: 'Hacked' }),
      400,
      'VALIDATION_FAILED',
      'userId',
    );
    expect(body.errors[0]).toMatchObject({ field: 'userId', code: 'unrecognized_key' });
    await problem(await put('/api/user/basic', arjun, { id: 'demo-player-priya' }), 400, 'VALIDATION_FAILED', 'id');
    await problem(
      await put('/api/user/listing', arjun, { listingIds: [], userId: 'demo-player-priya' }),
      400,
      'VALIDATION_FAILED',
      'userId',
    );
    await problem(await platform.request('PUT', '/api/user/basic', { body: { firstName: 'Anon' } }), 401, 'UNAUTHENTICATED');
    expect(await platform.eventCount()).toBe(before);
    expect((await json(await get('/api/user/', priya))).data.firstName).toBe('Priya');
  });

  it.each([
    [{ gender: 'robot' }, 'gender', 'invalid_value'],
    [{ dob: '28/02/1994' }, 'dob', 'invalid_format'],
    [{ firstName: '' }, 'firstName', 'too_small'],
    [{ firstName: 'x'.repeat(61) }, 'firstName', 'too_big'],
    [{ avatar: 'javascript:alert(1)' }, 'avatar', 'invalid_format'],
    [{ locations: Array.from({ length: 6 }, (_, i) => ({ name: `Place ${i}` })) }, 'locations', 'too_big'],
    [{ addresses: [{ line1: 'x' }] }, 'addresses.0.city', 'invalid_type'],
    [{}, 'body', 'custom'],
  ])('refuses %j naming the field', async (body, field, code) => {
    const before = await platform.eventCount();
    const problemBody = await problem(await put('/api/user/basic', arjun, body), 400, 'VALIDATION_FAILED', field);
    expect(problemBody.errors[0].code).toBe(code);
    expect(await platform.eventCount()).toBe(before);
  });

  it('refuses a date of birth in the future by the request time', async () => {
    const before = await platform.eventCount();
    await problem(await put('/api/user/basic', arjun, { dob: '2030-01-01' }), 400, 'VALIDATION_FAILED', 'dob');
    expect(await platform.eventCount()).toBe(before);
  });

  it('refuses a malformed deviceId header', async () => {
    await problem(await get('/api/user/', priya, { deviceId: 'bad device id' }), 400, 'VALIDATION_FAILED', 'deviceId');
  });

  it('answers 404 USER_NOT_FOUND to a valid token of a user who never registered, appending nothing', async () => {
    const ghost = await platform.tokenFor('ghost');
    const before = await platform.eventCount();
    await problem(await put('/api/user/basic', ghost, { firstName: 'Ghost' }), 404, 'USER_NOT_FOUND');
    await problem(await put('/api/user/listing', ghost, { listingIds: ['football'] }), 404, 'USER_NOT_FOUND');
    await problem(await get('/api/user/', ghost), 404, 'USER_NOT_FOUND');
    await problem(await get('/api/user/choice', ghost), 404, 'USER_NOT_FOUND');
    expect(await platform.eventCount()).toBe(before);
    expect(await platform.eventStore.readStream(streams.user('ghost'))).toEqual([]);
  });

  it('refuses odd characters in ids', async () => {
    await problem(await get('/api/user/profile/..%2F..%2Fetc'), 400, 'VALIDATION_FAILED', 'params.id');
    await problem(await get(`/api/user/${'é'.repeat(4)}/check`), 400, 'VALIDATION_FAILED', 'params.id');
  });
});

describe('the API describes the user endpoints', () => {
  it('lists their operationIds and the deviceId header in /openapi.json', async () => {
    const doc = await json(await platform.request('GET', '/openapi.json'));
    const ids = Object.values(doc.paths).flatMap((methods: any) => Object.values(methods).map((o: any) => o.operationId));
    expect(ids).toEqual(
      expect.arrayContaining([
        'getMyUser',
        'listMyAccounts',
        'getUserProfile',
        'checkUser',
        'updateBasicProfile',
        'getMyChoices',
        'setListingChoices',
        'acceptTerms',
        'getUserAccount',
      ]),
    );
    // Every read also takes x-read-after (README "x-log-position").
    expect(doc.paths['/api/user/'].get.parameters).toEqual([
      expect.objectContaining({ name: 'deviceId', in: 'header', required: false }),
      expect.objectContaining({ name: 'x-read-after', in: 'header', required: false }),
    ]);
    expect(Object.keys(doc.paths['/api/thiram/userAccount/{id}'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    );
  });
});

describe('self skill level (spec sections 4 and 7)', () => {
  it('is null until set, then the level with its label, per listing; out of range is a 400', async () => {
    const token = (await json(await platform.request('POST', '/api/dev/token', { body: { userId: 'skilled' } }))).accessToken;
    const level = async (listingId: string) => {
      await platform.settle();
      return (await json(await platform.request('GET', `/api/vm/skill/${listingId}`, { token }))).data;
    };
    expect(await level('football')).toEqual({ listingId: 'football', selfLevel: null, label: null });
    const set = await platform.request('PUT', '/api/vm/skill/football', { token, body: { selfLevel: 3 } });
    expect(await json(set)).toEqual({ message: 'success', data: { listingId: 'football', selfLevel: 3, label: 'PRO' } });
    expect(await level('football')).toEqual({ listingId: 'football', selfLevel: 3, label: 'PRO' });
    expect(await level('badminton')).toEqual({ listingId: 'badminton', selfLevel: null, label: null });

    const before = await platform.eventCount();
    await platform.request('PUT', '/api/vm/skill/football', { token, body: { selfLevel: 3 } });
    const bad = await platform.request('PUT', '/api/vm/skill/football', { token, body: { selfLevel: 4 } });
    expect([bad.status, (await json(bad)).field]).toEqual([400, 'selfLevel']);
    expect(await platform.eventCount()).toBe(before);
  });
});
