import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdminApi, type ServedAdminApi } from '@sports/testing/adminDataProvider';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, cart, playerToken, setUpVenue, staffToken } from '@sports/testing/http/bookingsFixtures';

/**
 * GET /admin-api/people: the back office's person fields name buyers, players
 * and staff through react-admin's getMany. Platform operators name anyone; organisation staff
 * only the people related to their organisation, so the users list does not leak through it.
 */
let platform: TestPlatform;
let served: ServedAdminApi;
const names: Record<string, string> = {};

const admin = () => platform.tokens.issue({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] }).then((t) => t.accessToken);
const people = (token: string, ids: string[]) =>
  platform.request('GET', `/admin-api/people?${new URLSearchParams({ filter: JSON.stringify({ id: ids }) })}`, { token });

beforeAll(async () => {
  platform = await startTestStack();
  const manager = await setUpVenue(platform);
  // priya buys at turf-co; ravi never did anything there; sunil is turf-co's staff.
  expect(
    (await platform.request('POST', '/api/b2c/orders', { token: await playerToken(platform, 'priya'), body: cart('18:00') })).status,
  ).toBe(201);
  await playerToken(platform, 'ravi');
  await playerToken(platform, 'sunil');
  expect(
    (
      await platform.request('PUT', `/org-api/${ORG}/accessAccounts/sunil`, {
        token: manager,
        body: { role: 'staff', spaceIds: [], mobiles: [], emails: [] },
      })
    ).status,
  ).toBe(200);
  await platform.settle();
  for (const user of (await json(
    await platform.request(
      'GET',
      `/admin-api/users?${new URLSearchParams({ filter: JSON.stringify({ id: ['priya', 'ravi', 'sunil'] }) })}`,
      { token: await admin() },
    ),
  )) as unknown as Array<{ id: string; name: string }>)
    names[user.id] = user.name;
  served = await serveAdminApi(platform);
}, 60_000);
afterAll(async () => {
  await served?.close();
  await platform?.close();
});

describe('people by name (GET /admin-api/people)', () => {
  it("names anyone for platform operators, through ra-data-simple-rest's getMany", async () => {
    expect(Object.keys(names).sort()).toEqual(['priya', 'ravi', 'sunil']);
    const { data } = await served.providerFor(await admin()).getMany('people', { ids: ['priya', 'ravi', 'nobody'] });
    expect(data).toEqual([
      { id: 'priya', name: names.priya },
      { id: 'ravi', name: names.ravi },
    ]);
  });

  it("names for an organisation's staff only its buyers and staff: others are left out, as unknown ids are", async () => {
    const response = await people(await staffToken(platform), ['ravi', 'priya', 'sunil', 'nobody']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('people 0-1/2');
    expect(await response.json()).toEqual([
      { id: 'priya', name: names.priya },
      { id: 'sunil', name: names.sunil },
    ]);
    // Staff of another organisation: nobody of turf-co's.
    expect(await (await people(await staffToken(platform, 'other-co'), ['priya', 'sunil'])).json()).toEqual([]);
    expect((await people(await staffToken(platform, 'other-co'), ['priya'])).headers.get('content-range')).toBe('people */0');
  });

  it('is for staff and operators, and checks the ids asked for', async () => {
    await expectProblem(await people(await platform.tokenFor('priya'), ['priya']), 403, 'FORBIDDEN');
    const token = await staffToken(platform);
    await expectProblem(await platform.request('GET', '/admin-api/people', { token }), 400, 'VALIDATION_FAILED', 'query.filter');
    await expectProblem(
      await platform.request('GET', '/admin-api/people?filter=nope', { token }),
      400,
      'VALIDATION_FAILED',
      'query.filter',
    );
    await expectProblem(
      await platform.request('GET', `/admin-api/people?filter=${encodeURIComponent('{"name":"Priya"}')}`, { token }),
      400,
      'VALIDATION_FAILED',
      'query.filter.id',
    );
    await expectProblem(
      await people(
        token,
        Array.from({ length: 201 }, (_, i) => `u${i}`),
      ),
      400,
      'VALIDATION_FAILED',
      'query.filter.id',
    );
    await expectProblem(
      await platform.request('GET', `/admin-api/people?filter=${encodeURIComponent('{"id":["a"]}')}&range=[0,9]`, { token }),
      400,
      'VALIDATION_FAILED',
      'query.range',
    );
  });
});
