import { describe, it } from 'vitest';
import type { SlotEvent } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { slotDayDecider, type SlotCommandMessage } from './slotDecider';

/** One stream per field and date decides who has a slot; a hold runs out at its expiry. */
const NOW = '2026-11-20T10:00:00.000Z';
const key = { spaceId: 'marina', fieldId: 'marina.turf-a', date: '2026-11-21' };
const s18 = { slotId: 'marina.turf-a.2026-11-21.1800', startTime: '18:00', endTime: '19:00' };
const s19 = { slotId: 'marina.turf-a.2026-11-21.1900', startTime: '19:00', endTime: '20:00' };
const context = (now = NOW, userId = 'priya') => ({ commandId: `c-${Math.random()}`, userId, now });
const hold = (orderId: string, slots = [s18], now = NOW): SlotCommandMessage => ({
  type: 'HoldSlots',
  data: { ...key, slots, orderId, userId: 'priya', expiresAt: '2026-11-20T10:10:00.000Z' },
  context: context(now),
});
const held = (orderId: string, slots = [s18]): SlotEvent => ({
  type: 'SlotsHeld',
  data: { ...key, slots, orderId, userId: 'priya', expiresAt: '2026-11-20T10:10:00.000Z' },
});
const spec = deciderSpec(slotDayDecider);

describe('HoldSlots', () => {
  it('holds free slots for the order until its expiry', () =>
    spec
      .given([])
      .when(hold('o1', [s18, s19]))
      .then([held('o1', [s18, s19])]));
  it('refuses a slot another order holds', () =>
    spec
      .given([held('o1')])
      .when(hold('o2'))
      .thenThrows('SLOT_UNAVAILABLE'));
  it('refuses a booked slot, also after the hold time', () =>
    spec
      .given([held('o1'), { type: 'SlotsBooked', data: { ...key, slotIds: [s18.slotId], orderId: 'o1' } }])
      .when(hold('o2', [s18], '2026-11-20T11:00:00.000Z'))
      .thenThrows('SLOT_UNAVAILABLE'));
  it('refuses a blocked slot', () =>
    spec
      .given([{ type: 'SlotsBlocked', data: { ...key, slots: [s18], blockedBy: 'staff' } }])
      .when(hold('o2'))
      .thenThrows('SLOT_UNAVAILABLE'));
  it('releases an expired hold of another order first, then holds', () =>
    spec
      .given([held('o1')])
      .when(hold('o2', [s18], '2026-11-20T10:10:00.000Z'))
      .then([{ type: 'SlotHoldReleased', data: { ...key, slotIds: [s18.slotId], orderId: 'o1', reason: 'expired' } }, held('o2')]));
});

describe('BookSlots', () => {
  const book = (orderId: string, now = NOW): SlotCommandMessage => ({
    type: 'BookSlots',
    data: { ...key, slotIds: [s18.slotId], orderId },
    context: context(now),
  });
  it('books what the order holds', () =>
    spec
      .given([held('o1')])
      .when(book('o1'))
      .then([{ type: 'SlotsBooked', data: { ...key, slotIds: [s18.slotId], orderId: 'o1' } }]));
  it('books late while nobody took the slot', () =>
    spec
      .given([held('o1')])
      .when(book('o1', '2026-11-20T12:00:00.000Z'))
      .then([{ type: 'SlotsBooked', data: { ...key, slotIds: [s18.slotId], orderId: 'o1' } }]));
  it('books once', () =>
    spec
      .given([held('o1'), { type: 'SlotsBooked', data: { ...key, slotIds: [s18.slotId], orderId: 'o1' } }])
      .when(book('o1'))
      .then([]));
  it('refuses when another order has the slot', () =>
    spec
      .given([held('o2')])
      .when(book('o1'))
      .thenThrows('SLOT_UNAVAILABLE'));
});

describe('ReleaseSlots', () => {
  const release = (orderId: string): SlotCommandMessage => ({
    type: 'ReleaseSlots',
    data: { ...key, slotIds: [s18.slotId, s19.slotId], orderId, reason: 'cancelled' },
    context: context(),
  });
  it('releases held and booked slots of the order, and nothing of others', () =>
    spec
      .given([held('o1', [s18]), held('o2', [s19]), { type: 'SlotsBooked', data: { ...key, slotIds: [s18.slotId], orderId: 'o1' } }])
      .when(release('o1'))
      .then([{ type: 'SlotBookingReleased', data: { ...key, slotIds: [s18.slotId], orderId: 'o1' } }]));
});

describe('BlockSlots and UnblockSlots (staff)', () => {
  const block: SlotCommandMessage = {
    type: 'BlockSlots',
    data: { ...key, slots: [s18], reason: 'Maintenance' },
    context: context(NOW, 'staff'),
  };
  const blocked: SlotEvent = { type: 'SlotsBlocked', data: { ...key, slots: [s18], reason: 'Maintenance', blockedBy: 'staff' } };
  const unblock: SlotCommandMessage = { type: 'UnblockSlots', data: { ...key, slotIds: [s18.slotId] }, context: context(NOW, 'staff') };
  it('blocks a free slot', () => spec.given([]).when(block).then([blocked]));
  it('does not block a slot someone holds', () =>
    spec
      .given([held('o1')])
      .when(block)
      .thenThrows('SLOT_UNAVAILABLE'));
  it('blocking twice changes nothing', () => spec.given([blocked]).when(block).then([]));
  it('unblocks a blocked slot', () =>
    spec
      .given([blocked])
      .when(unblock)
      .then([{ type: 'SlotsUnblocked', data: { ...key, slotIds: [s18.slotId], unblockedBy: 'staff' } }]));
  it('refuses to unblock a slot that is not blocked', () =>
    spec
      .given([held('o1')])
      .when(unblock)
      .thenThrows('SLOT_NOT_BLOCKED'));
});
