import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeringStream } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { ORG, playerToken, setUpVenue, staffToken } from '@sports/testing/http/bookingsFixtures';
import { EVENT, MEET, classItem, eventItem, meetItem, setUpOfferings, spaceOfferings } from '@sports/testing/http/offeringsFixtures';

/**
 * A batch, a locker bank, a meet, a tournament or an event cannot be oversold. The rule lives
 * in the offering's own stream, as "a slot is sold once" lives in the slot's, so it holds however
 * many buyers race for the last places.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  await setUpOfferings(platform);
});
afterAll(() => platform.close());

const race = async (prefix: string, buyers: number, cartItem: unknown[]) => {
  const tokens = await Promise.all(Array.from({ length: buyers }, (_, i) => playerToken(platform, `${prefix}-${i}`)));
  const responses = await Promise.all(
    tokens.map((token) => platform.request('POST', '/api/b2c/transaction/instantBuy', { token, body: { cartItem } })),
  );
  const bodies = await Promise.all(responses.map(json));
  await platform.payments.idle();
  await platform.settle();
  return { statuses: responses.map((r) => r.status), bodies };
};

describe('buyers racing for the last places', () => {
  it('60 buyers for a meet of 5 places: 5 are registered with 5 different bib numbers, 55 get 409 SOLD_OUT, and each winner is charged once', async () => {
    const { statuses, bodies } = await race('runner', 60, [meetItem()]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(bodies.filter((b) => b.code).map((b) => [b.status, b.code, b.field])).toEqual(
      Array.from({ length: 55 }, () => [409, 'SOLD_OUT', 'cartItem.0']),
    );
    const winners = bodies
      .filter((b) => b.data)
      .map((b) => b.data.orderId)
      .sort();
    const registered = (
      await json(await platform.request('GET', `/org-api/${ORG}/offerings?kind=meet`, { token: await staffToken(platform) }))
    ).data[0].registrations;
    expect(registered.map((r: { orderId: string }) => r.orderId).sort()).toEqual(winners);
    expect(registered.flatMap((r: { numbers: number[] }) => r.numbers).sort()).toEqual([101, 102, 103, 104, 105]);
    // 300.00 a runner and the venue's 20.00 handling charge, once for each of the five orders.
    expect([...platform.payments.charged.values()]).toEqual([32000, 32000, 32000, 32000, 32000]);
    expect((await spaceOfferings(platform, 'meet'))[0].placesLeft).toBe(0);

    // The meet's stream says the same: five holds, five registrations, nothing else.
    const events = await platform.eventStore.readStream(offeringStream('meet', MEET), { fromRevision: 0n });
    const counts = events.reduce<Record<string, number>>((all, e) => ({ ...all, [e.type]: (all[e.type] ?? 0) + 1 }), {});
    expect(counts).toEqual({ OfferingSaved: 1, OfferingPlacesHeld: 5, MeetRegistered: 5 });
  });

  it('30 buyers for an event of 5 tickets: exactly 5 are sold, numbered 1 to 5, the other 25 get 409 SOLD_OUT', async () => {
    const charged = platform.payments.charged.size;
    const { statuses, bodies } = await race('fan', 30, [eventItem()]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(bodies.filter((b) => b.code).map((b) => [b.status, b.code, b.field])).toEqual(
      Array.from({ length: 25 }, () => [409, 'SOLD_OUT', 'cartItem.0']),
    );
    const winners = bodies
      .filter((b) => b.data)
      .map((b) => b.data.orderId)
      .sort();
    const issued = (
      await json(await platform.request('GET', `/org-api/${ORG}/offerings?kind=event`, { token: await staffToken(platform) }))
    ).data[0].registrations;
    expect(issued.map((r: { orderId: string }) => r.orderId).sort()).toEqual(winners);
    expect(issued.flatMap((r: { numbers: number[] }) => r.numbers).sort()).toEqual([1, 2, 3, 4, 5]);
    // 250.00 + 18 % GST a ticket and the 20.00 handling charge, once per winner.
    expect([...platform.payments.charged.values()].slice(charged)).toEqual([31500, 31500, 31500, 31500, 31500]);
    expect((await spaceOfferings(platform, 'event'))[0].placesLeft).toBe(0);
    const events = await platform.eventStore.readStream(offeringStream('event', EVENT), { fromRevision: 0n });
    const counts = events.reduce<Record<string, number>>((all, e) => ({ ...all, [e.type]: (all[e.type] ?? 0) + 1 }), {});
    expect(counts).toEqual({ OfferingSaved: 1, OfferingPlacesHeld: 5, EventTicketsIssued: 5 });
  });

  it('40 buyers of two places each in a batch of 3: one order gets them, the place left is never sold past the capacity', async () => {
    const { statuses } = await race('student', 40, [classItem('evening', { qty: 2 })]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const [junior] = await spaceOfferings(platform, 'class');
    expect(junior.batchPlacesLeft.evening).toBe(1);
    const { statuses: last } = await race('latecomer', 20, [classItem('evening')]);
    expect(last.filter((s) => s === 201)).toHaveLength(1);
    expect((await spaceOfferings(platform, 'class'))[0].batchPlacesLeft.evening).toBe(0);
  });
});
