import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteEventStore } from '@sports/event-store';
import { SqliteDocumentStore } from '@sports/projections';
import { json } from '@sports/testing/http/fixtures';
import { cart, playerToken, setUpVenue, slotStatuses } from '@sports/testing/http/bookingsFixtures';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';

/**
 * Found by the crash test: a checkout sent again with its Idempotency-Key after
 * its reply was lost is the same request, even when the clock moved on in between (the hold's
 * expiry is taken from the clock). It used to be refused with 422 IDEMPOTENCY_KEY_REUSED, leaving
 * the buyer without an answer and, after a crash between the hold and the order, the slot held by
 * an order that never existed.
 */
describe('a checkout sent again with its Idempotency-Key, the clock moved on', () => {
  let platform: TestPlatform;
  let priya: string;
  // On the in-memory stack, and only for the cases that use it: the restart cases below boot their own on files.
  beforeEach(async () => {
    platform = await startTestStack();
    await setUpVenue(platform);
    priya = await playerToken(platform, 'priya');
  });
  afterEach(() => platform.close());

  it('answers an instantBuy retried two minutes later with the same order, appending nothing', async () => {
    const send = () =>
      platform.request('POST', '/api/b2c/transaction/instantBuy', {
        token: priya,
        body: cart('18:00'),
        headers: { 'idempotency-key': 'lost-reply-1' },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const { data } = await json(first);
    await platform.payments.idle();
    const before = await platform.eventCount();
    platform.setNow('2026-11-20T10:02:00.000Z');
    const again = await send();
    expect(again.status).toBe(201);
    expect((await json(again)).data).toMatchObject({
      orderId: data.orderId,
      transactionId: data.transactionId,
      holdExpiresAt: data.holdExpiresAt,
    });
    expect(await platform.eventCount()).toBe(before);
    await platform.settle();
    expect(await slotStatuses(platform)).toMatchObject({ '18:00': 'booked' });
  });

  it('still refuses the same key with another cart, and holds nothing for it', async () => {
    const send = (time: string) =>
      platform.request('POST', '/api/b2c/transaction/instantBuy', {
        token: priya,
        body: cart(time),
        headers: { 'idempotency-key': 'lost-reply-2' },
      });
    expect((await send('18:00')).status).toBe(201);
    platform.setNow('2026-11-20T10:02:00.000Z');
    const other = await send('19:00');
    expect([other.status, (await json(other)).code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    await platform.settle();
    expect(await slotStatuses(platform)).toMatchObject({ '19:00': 'available' });
    await platform.payments.idle();
  });
});

describe('a checkout answered before a restart under another public URL', () => {
  it('is answered by the restarted platform with the same order and transaction', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'moved-'));
    const before = await startTestPlatform({ dataDir, env: { PUBLIC_URL: 'http://localhost:1111' } });
    await setUpVenue(before);
    const buyer = await playerToken(before, 'priya');
    const send = (on: TestPlatform) =>
      on.request('POST', '/api/b2c/transaction/instantBuy', {
        token: buyer,
        body: cart('18:00'),
        headers: { 'idempotency-key': 'moved-1' },
      });
    const first = await json(await send(before));
    await before.payments.idle();
    await before.close();
    const after = await startTestPlatform({ dataDir, now: '2026-11-20T10:01:00.000Z', env: { PUBLIC_URL: 'http://localhost:2222' } });
    try {
      const events = await after.eventCount();
      const again = await send(after);
      expect(again.status, JSON.stringify(await again.clone().json())).toBe(201);
      expect((await json(again)).data).toMatchObject({ orderId: first.data.orderId, transactionId: first.data.transactionId });
      expect(await after.eventCount()).toBe(events);
    } finally {
      await after.close();
    }
  });
});

describe('a checkout cut short after its order was placed', () => {
  it('is completed by the retry on the restarted platform, the order placed once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cut-short-'));
    const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    // The first attempt dies right after OrderPlaced: the payment step's append fails.
    const append = store.appendToStream.bind(store);
    store.appendToStream = async (streamId, events, options) => {
      if (events.some((e) => e.type === 'PaymentInitiated')) throw new Error('simulated crash');
      return append(streamId, events, options);
    };
    const first = await startTestPlatform({
      dataDir,
      env: { PUBLIC_URL: 'http://localhost:1111' },
      stores: { eventStore: store, documents: new SqliteDocumentStore(join(dataDir, 'read-models.sqlite')) },
    });
    await setUpVenue(first);
    const buyer = await playerToken(first, 'priya');
    const send = (on: TestPlatform) =>
      on.request('POST', '/api/b2c/transaction/instantBuy', {
        token: buyer,
        body: cart('18:00'),
        headers: { 'idempotency-key': 'cut-short-1' },
      });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await send(first)).status).toBe(500);
    vi.restoreAllMocks();
    await first.close();
    // Restarted (new process state, another port in its public URL), a minute later.
    const restarted = await startTestPlatform({ dataDir, now: '2026-11-20T10:01:00.000Z', env: { PUBLIC_URL: 'http://localhost:2222' } });
    try {
      const again = await send(restarted);
      expect(again.status, JSON.stringify(await again.clone().json())).toBe(201);
      const placed = (await restarted.eventStore.readStream(`order-${(await json(again)).data.orderId}`)).filter(
        (e) => e.type === 'OrderPlaced',
      );
      expect(placed).toHaveLength(1);
      await restarted.payments.idle();
    } finally {
      await restarted.close();
    }
  });
});
