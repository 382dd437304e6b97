import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import {
  ORG,
  SPACE,
  managerToken,
  orderAfterPayment,
  playerToken,
  setUpVenue,
  slotItem,
  staffToken,
} from '@sports/testing/http/bookingsFixtures';
import { CLASS, classBody, classItem, setUpOfferings, spaceOfferings } from '@sports/testing/http/offeringsFixtures';

/** Classes with batches (status default active, sessionLimit) and sessions, sold through CreateOrder. */
let platform: TestPlatform;
let priya: string;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  await setUpOfferings(platform);
  priya = await playerToken(platform, 'priya');
});
afterAll(() => platform.close());

const buy = (token: string, cartItem: unknown[], extra: Record<string, unknown> = {}) =>
  platform.request('POST', '/api/b2c/transaction/instantBuy', { token, body: { cartItem, ...extra } });
const staffView = async () => {
  await platform.settle();
  return (await json(await platform.request('GET', `/org-api/${ORG}/offerings?kind=class`, { token: await staffToken(platform) }))).data[0];
};

describe('a class with batches', () => {
  it('is listed at its space with its batches, sessions and the places left per batch (default status active)', async () => {
    const [junior] = await spaceOfferings(platform, 'class');
    expect(junior).toMatchObject({
      kind: 'class',
      itemId: CLASS,
      key: 'junior',
      spaceId: SPACE,
      orgId: ORG,
      name: 'Junior Football Coaching',
      currency: 'INR',
      symbol: '₹',
    });
    expect(junior.offering.details.batches.evening).toMatchObject({ status: 'active', sessionLimit: 12, capacity: 3 });
    expect(junior.offering.details.sessions).toEqual([expect.objectContaining({ sessionId: 'intro', batchId: 'evening' })]);
    expect(junior.batchPlacesLeft).toEqual({ evening: 3, paused: 10 });
    expect(junior.registrations).toBeUndefined();
  });

  it('is bought per student at the class price, enrols the student in the batch for its validity, and cancelling gives the place back', async () => {
    const { data } = await json(await buy(priya, [classItem('evening', { qty: 2 })], { bookedFor: { id: 'arya', name: 'Arya' } }));
    const order = (await orderAfterPayment(platform, priya, data.orderId)).data;
    expect(order.status).toBe('confirmed');
    // 2,000.00 + 18 % GST a student, two students, and the venue's 20.00 handling charge.
    expect(order.items).toEqual([
      expect.objectContaining({
        id: `${CLASS}.evening`,
        type: 'class',
        itemId: CLASS,
        batchId: 'evening',
        qty: 2,
        unitAmount: 200000,
        amount: 400000,
        total: 472000,
        validity: 'Monthly',
      }),
    ]);
    expect(order.total).toBe(474000);
    expect((await spaceOfferings(platform, 'class'))[0].batchPlacesLeft.evening).toBe(1);
    const enrolled = await staffView();
    expect(enrolled.registrations).toEqual([
      expect.objectContaining({
        orderId: data.orderId,
        userId: 'arya',
        name: 'Arya',
        batchId: 'evening',
        count: 2,
        status: 'confirmed',
        validFrom: '2026-11-20',
        validUntil: '2026-12-19',
        sessionLimit: 12,
      }),
    ]);

    // The batch starts 2026-12-01 17:00 IST, days away: the venue's policy gives everything back.
    const cancelled = await json(await platform.request('PUT', `/api/b2c/orders/${data.orderId}/cancel`, { token: priya }));
    expect(cancelled.data).toMatchObject({ status: 'cancelled', refundTotal: 474000 });
    expect((await spaceOfferings(platform, 'class'))[0].batchPlacesLeft.evening).toBe(3);
    expect((await staffView()).registrations).toEqual([]);
  });

  it('cannot be oversold: a batch with too few places left is 409 SOLD_OUT on the cart item, and nothing stays held', async () => {
    const arjun = await playerToken(platform, 'arjun');
    expect((await buy(arjun, [classItem('evening', { qty: 2 })])).status).toBe(201);
    await platform.payments.idle(); // the gateway's confirmation is appended before counting
    const before = await platform.eventCount();
    await expectProblem(await buy(priya, [slotItem('18:00'), classItem('evening', { qty: 2 })]), 409, 'SOLD_OUT', 'cartItem.1');
    expect(await platform.eventCount()).toBe(before + 2); // the slot's hold and its release, nothing else
    expect((await spaceOfferings(platform, 'class'))[0].batchPlacesLeft.evening).toBe(1);
  });

  it("refuses a class item without a batch, an unknown or inactive batch, an unknown class and another venue's, appending nothing", async () => {
    await platform.payments.idle();
    const before = await platform.eventCount();
    const order = (cartItem: unknown[]) => platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem } });
    await expectProblem(await order([{ type: 'class', classId: CLASS }]), 400, 'VALIDATION_FAILED', 'cartItem.0.categoryId');
    await expectProblem(await order([{ type: 'class', categoryId: 'evening' }]), 400, 'VALIDATION_FAILED', 'cartItem.0.classId');
    await expectProblem(await order([classItem('late')]), 404, 'BATCH_NOT_FOUND', 'cartItem.0.categoryId');
    await expectProblem(
      await order([classItem('evening', { classId: `${SPACE}.chess` })]),
      404,
      'OFFERING_NOT_FOUND',
      'cartItem.0.classId',
    );
    await expectProblem(
      await order([slotItem('19:00'), classItem('evening', { classId: 'other.junior' })]),
      422,
      'MIXED_SPACES',
      'cartItem.1.classId',
    );
    await expectProblem(
      await order([classItem('evening'), { type: 'event', eventId: 'other.gala' }]),
      422,
      'MIXED_SPACES',
      'cartItem.1.eventId',
    );
    expect(await platform.eventCount()).toBe(before);
    await expectProblem(await order([classItem('paused')]), 409, 'BATCH_INACTIVE', 'cartItem.0.categoryId');
  });
});

describe('saving classes', () => {
  const save = (token: string, body: unknown, key = 'junior') =>
    platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/classes/${key}`, { token, body });

  it("is for managers of the organisation: staff, players and other organisations' managers get 403", async () => {
    await expectProblem(await save(await staffToken(platform), classBody()), 403, 'FORBIDDEN', 'orgId');
    await expectProblem(await save(priya, classBody()), 403, 'FORBIDDEN', 'orgId');
    await expectProblem(await save(await managerToken(platform, 'other-co'), classBody()), 403, 'FORBIDDEN', 'orgId');
    expect((await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/classes/junior`, { body: classBody() })).status).toBe(401);
  });

  it('refuses bad input with the field named, and appends nothing', async () => {
    const manager = await managerToken(platform);
    const before = await platform.eventCount();
    await expectProblem(await save(manager, classBody({ validity: 'Weekly' })), 400, 'VALIDATION_FAILED', 'validity');
    await expectProblem(
      await save(
        manager,
        classBody({
          batches: { evening: { name: 'x', capacity: 0, weekdays: [1], startTime: '17:00', endTime: '18:00', startDate: '2026-12-01' } },
        }),
      ),
      400,
      'VALIDATION_FAILED',
      'batches.evening.capacity',
    );
    await expectProblem(await save(manager, classBody({ listingIds: ['cricket'] })), 422, 'LISTING_NOT_AT_SPACE', 'listingIds.0');
    await expectProblem(
      await save(manager, classBody({ price: { amount: 100, enableTax: true, taxId: 'vat' } })),
      422,
      'TAX_NOT_FOUND',
      'price.taxId',
    );
    await expectProblem(
      await save(
        manager,
        classBody({ sessions: [{ sessionId: 's', batchId: 'nope', date: '2026-12-01', startTime: '17:00', endTime: '18:00' }] }),
      ),
      404,
      'BATCH_NOT_FOUND',
      'sessions.0.batchId',
    );
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/nowhere/classes/junior`, { token: manager, body: classBody() }),
      404,
      'SPACE_NOT_FOUND',
      'spaceId',
    );
    expect(await platform.eventCount()).toBe(before);
  });

  it('refuses to shrink a batch below its students (Arjun\'s two in "evening" now), and takes it down to them', async () => {
    const resized = (capacity: number) =>
      classBody({ batches: { ...classBody().batches, evening: { ...classBody().batches.evening, capacity } } });
    expect((await save(await managerToken(platform), resized(2))).status).toBe(200);
    const smaller = resized(1);
    await expectProblem(await save(await managerToken(platform), smaller), 409, 'CAPACITY_BELOW_TAKEN', 'batches.evening.capacity');
  });
});
