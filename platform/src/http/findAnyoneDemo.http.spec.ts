import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocument, PersonMatch } from '@sports/contracts';
import { ORDERS_COLLECTION, orderProjection, type Projection } from '@sports/projections';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { rebuildReadModel } from '@sports/tools/rebuild';
import { expectProblem, json } from '@sports/testing/http/fixtures';

/**
 * "Find anyone" on the demo data (docs/backoffice.md "Find anyone", docs/adr/0111-buyer-phone-on-orders.md): Rahul Verma (+91 98000 00004) bought two things at Marina Sports, a
 * pay-at-the-venue slot booked with no phone of its own and a class enrolment booked with his
 * number. Searching orders or people by his number, whole or its last 4 digits, finds both.
 */
const RAHUL = 'demo-host-rahul';
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack({ env: { DEMO_DATA: 'true' } });
  await platform.settle();
}, 120_000);
afterAll(() => platform?.close());

const tokenOf = async (userId: string) =>
  (await json(await platform.request('POST', '/api/dev/token', { body: { userId } }))).accessToken as string;
const ordersFound = async (text: string, userId = 'demo-manager-vikram') => {
  const filter = encodeURIComponent(JSON.stringify({ bookedFor: text }));
  const reply = await platform.request('GET', `/admin-api/orders?filter=${filter}&range=[0,99]`, { token: await tokenOf(userId) });
  expect(reply.status).toBe(200);
  return (await json(reply)) as OrderDocument[];
};
const peopleFound = async (text: string, userId = 'demo-manager-vikram') => {
  const reply = await platform.request('GET', `/admin-api/people/search?q=${encodeURIComponent(text)}`, { token: await tokenOf(userId) });
  expect(reply.status).toBe(200);
  return (await json(reply)) as PersonMatch[];
};
const rahulsOrderIds = async () =>
  (await ordersFound('+91 98000 00004'))
    .filter((o) => o.userId === RAHUL)
    .map((o) => o.id)
    .sort();

describe('Rahul found by his phone', () => {
  it('shows his phone on both of his orders, the one booked with no phone of its own too', async () => {
    const orders = await ordersFound('9800000004');
    expect(orders.map((o) => [o.userId, o.orgId, o.buyerPhone])).toEqual([
      [RAHUL, 'org-marina-sports', '+919800000004'],
      [RAHUL, 'org-marina-sports', '+919800000004'],
    ]);
    expect(orders.filter((o) => o.bookedFor.phone === undefined)).toHaveLength(1);
  });

  it.each([
    '9800000004',
    '+91 98000 00004',
    '+91-98000-00004',
    '(980) 000-0004',
    '098000 00004',
    '919800000004',
    '0004',
    '00004',
    '000 04',
  ])('finds both orders and the person by %s', async (typed) => {
    const orders = await ordersFound(typed);
    expect(orders.map((o) => o.id).sort()).toEqual(await rahulsOrderIds());
    expect(orders).toHaveLength(2);
    const [person, ...others] = await peopleFound(typed);
    expect(others).toEqual([]);
    expect(person).toMatchObject({ id: RAHUL, name: 'Rahul Verma', phone: '+919800000004', buyer: { orders: 2 }, member: [] });
    expect(person!.student).toEqual([
      expect.objectContaining({ orgId: 'org-marina-sports', className: expect.any(String), status: 'active' }),
    ]);
  });

  it('finds people by the start of their name, any case, as students and buyers', async () => {
    const people = await peopleFound('rah');
    expect(people.map((p) => p.id)).toEqual([RAHUL]);
    expect((await peopleFound('PRIYA'))[0]).toMatchObject({ id: 'demo-player-priya', buyer: { orders: 2 } });
    expect(await peopleFound('Verma')).toEqual([]);
  });
});

describe("within the caller's organisations", () => {
  it("never shows Marina's customers to Harbour Courts staff, who find their own; a platform operator finds both", async () => {
    expect(await ordersFound('0004', 'demo-manager-farah')).toEqual([]);
    expect(await peopleFound('0004', 'demo-staff-sunil')).toEqual([]);
    expect(await peopleFound('Rahul', 'demo-manager-farah')).toEqual([]);
    const harbour = await peopleFound('Joseph', 'demo-staff-sunil');
    expect(harbour.map((p) => [p.id, p.buyer.orders])).toEqual([['demo-player-joseph', 1]]);
    expect(await peopleFound('Joseph', 'demo-manager-vikram')).toEqual([]);
    expect((await peopleFound('0004', 'demo-admin-neha')).map((p) => p.id)).toEqual([RAHUL]);
    expect((await ordersFound('0004', 'demo-admin-neha')).map((o) => o.id).sort()).toEqual(await rahulsOrderIds());
  });

  it('refuses players', async () => {
    await expectProblem(
      await platform.request('GET', '/admin-api/people/search?q=0004', { token: await tokenOf(RAHUL) }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('bad input', () => {
  it.each(['000', '+91', '4', '0-0-4'])('refuses a phone of fewer than 4 digits (%s) with a 400 naming the field', async (typed) => {
    const token = await tokenOf('demo-manager-vikram');
    const person = await expectProblem(
      await platform.request('GET', `/admin-api/people/search?q=${encodeURIComponent(typed)}`, { token }),
      400,
      'VALIDATION_FAILED',
      'query.q',
    );
    expect(person.errors).toEqual([expect.objectContaining({ field: 'query.q', code: 'too_few_digits' })]);
    const filter = encodeURIComponent(JSON.stringify({ bookedFor: typed }));
    const orders = await expectProblem(
      await platform.request('GET', `/admin-api/orders?filter=${filter}`, { token }),
      400,
      'VALIDATION_FAILED',
      'query.filter.bookedFor',
    );
    expect(orders.errors).toEqual([expect.objectContaining({ code: 'too_few_digits' })]);
  });

  it.each([
    ['no text', ''],
    ['too long', 'x'.repeat(61)],
    ['a control character', 'ra\u0007hul'],
  ])('refuses %s', async (_, typed) => {
    await expectProblem(
      await platform.request('GET', `/admin-api/people/search?q=${encodeURIComponent(typed)}`, {
        token: await tokenOf('demo-manager-vikram'),
      }),
      400,
      'VALIDATION_FAILED',
      'query.q',
    );
  });

  it('refuses an unknown parameter and a missing one', async () => {
    const token = await tokenOf('demo-manager-vikram');
    await expectProblem(
      await platform.request('GET', '/admin-api/people/search?q=rahul&orgId=x', { token }),
      400,
      'VALIDATION_FAILED',
      'query.orgId',
    );
    await expectProblem(await platform.request('GET', '/admin-api/people/search', { token }), 400, 'VALIDATION_FAILED', 'query.q');
  });
});

describe('old orders', () => {
  it("are filled in by a rebuild from the log: an order stored without the buyer's phone (as before) has it again", async () => {
    const both = await rahulsOrderIds();
    expect(both).toHaveLength(2);
    const [slot] = (await ordersFound('0004')).filter((o) => o.bookedFor.phone === undefined);
    // The order as the read model stored it before orders carried the buyer's phone: searching by it found 1 of his 2 orders.
    const stored = (await platform.documents.getStored(ORDERS_COLLECTION, [slot!.id])).get(slot!.id)!;
    const { buyerPhone: _phone, buyerPhoneDigits: _digits, ...old } = stored.doc as OrderDocument;
    await platform.documents.commit([{ collection: ORDERS_COLLECTION, id: slot!.id, doc: old, position: stored.position }], []);
    expect(await ordersFound('0004')).toHaveLength(1);

    const result = await rebuildReadModel(platform.eventStore, platform.documents, orderProjection as unknown as Projection, {
      progress: { write: () => undefined, isTTY: false },
    });
    expect(result.documents).toBeGreaterThan(0);
    const orders = await ordersFound('0004');
    expect(orders.map((o) => o.id).sort()).toEqual(both);
    expect(orders.find((o) => o.id === slot!.id)?.buyerPhone).toBe('+919800000004');
  });
});
