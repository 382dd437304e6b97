import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError, type OrderPlacedData } from '@sports/contracts';
import { SqliteEventStore } from '@sports/event-store';
import { orderDecider } from '../bookings/orderDecider';
import { CommandHandler } from './commandHandler';
import { formerNamesOf } from './renamedCommands';

/** docs/adr/0123-create-order.md: a log written before the rename stays readable. */
const stores: SqliteEventStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

const NOW = '2026-11-20T10:00:00.000Z';
const order = {
  orderId: 'o1',
  userId: 'priya',
  orgId: 'turf-co',
  spaceId: 'marina',
  spaceName: 'Marina',
  currency: 'INR',
  symbol: '₹',
  items: [],
  totals: { subTotal: 1000, discountTotal: 0, bulkDiscount: 0, totalTax: 0, taxLines: [], handlingCharges: 0, total: 1000 },
  holdExpiresAt: '2026-11-20T10:10:00.000Z',
  startsAt: '2026-11-21T12:30:00.000Z',
  bookedFor: { id: 'priya', name: 'Priya', countryCode: '91' },
  communication: { whatsapp: true, email: true, sms: true, circle: false },
  cancellationPolicy: { type: 'none', rules: [] },
  bookingSource: 'web',
  payLater: false,
} as unknown as OrderPlacedData;

/** The order stream as the command service wrote it before the rename: the fingerprint hashed the name PlaceOrder. */
const logWrittenBeforeTheRename = async () => {
  const store = new SqliteEventStore(join(mkdtempSync(join(tmpdir(), 'renamed-')), 'events.sqlite'));
  stores.push(store);
  const commandHash = createHash('sha256')
    .update(JSON.stringify(['PlaceOrder', { order }]))
    .digest('base64url');
  await store.appendToStream(
    'order-o1',
    [
      {
        id: 'e1',
        type: 'OrderPlaced',
        data: order,
        metadata: {
          commandId: 'key-1',
          commandHash,
          userId: 'priya',
          time: NOW,
          correlationId: 'key-1',
          causationId: 'key-1',
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return store;
};

const createOrder = (handler: CommandHandler, data: { order: OrderPlacedData }) =>
  handler.handle({
    streamId: 'order-o1',
    decider: orderDecider,
    command: { type: 'CreateOrder', data, context: { commandId: 'key-1', userId: 'priya', now: NOW } },
    reply: (events, state) => ({ events: events.map((e) => e.type), status: state.status }),
  });

describe('a command renamed after the log was written', () => {
  it('knows CreateOrder sent again with the Idempotency-Key of a PlaceOrder as that order: the same reply, nothing appended', async () => {
    const store = await logWrittenBeforeTheRename();
    const result = await createOrder(new CommandHandler(store), { order });
    expect(result).toMatchObject({ repeated: true, reply: { events: ['OrderPlaced'], status: 'pending_payment' } });
    expect(await store.readStream('order-o1')).toHaveLength(1);
  });

  it('still refuses that key with another cart', async () => {
    const store = await logWrittenBeforeTheRename();
    const other = { order: { ...order, totals: { ...order.totals, total: 1 } } };
    await expect(createOrder(new CommandHandler(store), other)).rejects.toSatisfy(
      (error) => error instanceof DomainError && error.code === 'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await store.readStream('order-o1')).toHaveLength(1);
  });

  it('names every former name of a command', () => {
    expect(formerNamesOf('CreateOrder')).toEqual(['PlaceOrder']);
    expect(formerNamesOf('InitiatePayment')).toEqual([]);
  });
});
