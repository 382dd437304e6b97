import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { ORG, SPACE, cart, managerToken, setUpVenue, staffToken } from '@sports/testing/http/bookingsFixtures';

/**
 * A record's history in words (spec section 1; docs/adr/0106-words-not-ids.md): each event
 * says what happened and who did it by their current name, "Venue created by Mala Manager",
 * through GET /admin-api/{resource}/{id}/history. The event type stays in the answer for support
 * tools; no sentence carries it.
 */
let platform: TestPlatform;
let orderId: string;

interface Entry {
  type: string;
  what: string;
  actorName: string | null;
  summary: string;
}
const historyOf = async (path: string, token: string) => {
  await platform.settle();
  const response = await platform.request('GET', `/admin-api/${path}/history`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Entry[];
};

/** A user with a profile name, signed in through the development endpoint. */
const named = async (userId: string, firstName: string, lastName: string) => {
  const { accessToken } = await json(await platform.request('POST', '/api/dev/token', { body: { userId } }));
  expect((await platform.request('PUT', '/api/user/basic', { token: accessToken, body: { firstName, lastName } })).status).toBe(200);
  return accessToken as string;
};

beforeAll(async () => {
  platform = await startTestStack();
  // The manager the fixtures' token speaks for, with a name of their own.
  await named(`manager-${ORG}`, 'Mala', 'Manager');
  await setUpVenue(platform);
  const priya = await named('words-priya', 'Priya', 'Buyer');
  const placed = await platform.request('POST', '/api/b2c/orders', { token: priya, body: cart('18:00') });
  expect(placed.status).toBe(201);
  orderId = (await json(placed)).data.orderId as string;
}, 60_000);

afterAll(async () => {
  await platform?.close();
});

describe("a record's history in words", () => {
  it("says what happened to a venue and who did it, by the manager's name", async () => {
    const history = await historyOf(`spaces/${SPACE}`, await staffToken(platform));
    expect(history.map((e) => e.summary)).toEqual([
      'Venue created by Mala Manager',
      'Field added by Mala Manager',
      'Opening hours and prices set by Mala Manager',
    ]);
    expect(history[0]).toMatchObject({ type: 'SpaceCreated', what: 'Venue created', actorName: 'Mala Manager' });
  });

  it("names the buyer on an order's history for the venue's staff, and no line carries an event type", async () => {
    const history = await historyOf(`orders/${orderId}`, await staffToken(platform));
    expect(history[0]!.summary).toBe('Order placed by Priya Buyer');
    for (const entry of history) expect(entry.summary).not.toContain(entry.type);
  });

  it('says a renamed actor by their name of today', async () => {
    const token = await platform.tokenFor('words-priya');
    expect((await platform.request('PUT', '/api/user/basic', { token, body: { firstName: 'Priya', lastName: 'Sharma' } })).status).toBe(
      200,
    );
    const history = await historyOf(`orders/${orderId}`, await managerToken(platform));
    expect(history[0]!.summary).toBe('Order placed by Priya Sharma');
  });
});
