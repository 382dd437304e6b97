import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStreams } from '@sports/contracts';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';
import { DATE, FIELD, cart, playerToken, setUpVenue, slotStatuses } from '@sports/testing/http/bookingsFixtures';

/** "A slot is sold once". The rule lives in the slot-day stream, so it holds however many buyers race. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
});
afterAll(() => platform.close());

describe('100 buyers for one slot', () => {
  it('exactly one order is confirmed, 99 get 409 SLOT_UNAVAILABLE, and the gateway charges once', async () => {
    const tokens = await Promise.all(Array.from({ length: 100 }, (_, i) => playerToken(platform, `racer-${i}`)));
    const responses = await Promise.all(
      tokens.map((token) => platform.request('POST', '/api/b2c/transaction/instantBuy', { token, body: cart('21:00') })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = await Promise.all(responses.filter((r) => r.status !== 201).map(json));
    expect(refused.map((p) => [p.status, p.code, p.field])).toEqual(
      Array.from({ length: 99 }, () => [409, 'SLOT_UNAVAILABLE', 'cartItem.0']),
    );

    await platform.payments.idle();
    await platform.settle();
    const winner = (await json(responses[statuses.indexOf(201)]!)).data;
    const order = await json(await platform.request('GET', `/api/b2c/orders/${winner.orderId}`, { token: tokens[statuses.indexOf(201)] }));
    expect(order.data).toMatchObject({ id: winner.orderId, status: 'confirmed' });
    expect([...platform.payments.charged.values()]).toEqual([143600]);

    // The slot stream says the same: one hold, one booking, for the one order.
    const events = await platform.eventStore.readStream(catalogueStreams.slotDay(FIELD, DATE), { fromRevision: 0n });
    expect(events.map((e) => [e.type, (e.data as { orderId: string }).orderId])).toEqual([
      ['SlotsHeld', winner.orderId],
      ['SlotsBooked', winner.orderId],
    ]);
    expect(await slotStatuses(platform)).toMatchObject({ '21:00': 'booked' });
  });

  it('two slot streams written by two command handlers on one log (two writers) still sell the slot once', async () => {
    const { CommandHandler, BookingFlows } = await import('@sports/command-service');
    const flows = [
      new BookingFlows(new CommandHandler(platform.eventStore), platform.payments),
      new BookingFlows(new CommandHandler(platform.eventStore), platform.payments),
    ];
    const attempts = Array.from({ length: 20 }, (_, i) =>
      flows[i % 2]!.createOrder(
        { ...cart('20:00'), associatedItems: [], bookingSource: 'web' } as never,
        { userId: `writer-${i}`, name: 'W', role: 'player', scopeIds: [] },
        { commandId: `w-${i}`, userId: `writer-${i}`, now: '2026-11-20T10:00:00.000Z' },
        false,
      )
        .then(() => 'placed')
        .catch((error: { code?: string }) => error.code),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'SLOT_UNAVAILABLE')).toHaveLength(19);
  });
});
