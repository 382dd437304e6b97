import { DomainError, type SlotEvent, type SlotRef } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

/**
 * One field's slots on one date (stream `slot-{fieldId}-{date}`): the single place that decides
 * who has a slot, so "a slot is sold once" holds however many buyers race for it.
 */
export interface TakenSlot {
  status: 'held' | 'booked' | 'blocked';
  orderId?: string;
  expiresAt?: string;
}
export interface SlotDayState {
  taken: Map<string, TakenSlot>;
}

interface DayKey {
  spaceId: string;
  fieldId: string;
  date: string;
}
type SlotCommandData = {
  HoldSlots: DayKey & { slots: SlotRef[]; orderId: string; userId: string; expiresAt: string };
  BookSlots: DayKey & { slotIds: string[]; orderId: string };
  ReleaseSlots: DayKey & { slotIds: string[]; orderId: string; reason: 'cancelled' | 'payment_failed' | 'expired' };
  BlockSlots: DayKey & { slots: SlotRef[]; reason?: string };
  UnblockSlots: DayKey & { slotIds: string[] };
};
export type SlotCommandMessage = {
  [T in keyof SlotCommandData]: { type: T; data: SlotCommandData[T]; context: Command['context'] };
}[keyof SlotCommandData];

export const initialSlotDayState = (): SlotDayState => ({ taken: new Map() });

export const evolveSlotDay = (state: SlotDayState, event: SlotEvent): SlotDayState => {
  const taken = new Map(state.taken);
  switch (event.type) {
    case 'SlotsHeld':
      for (const slot of event.data.slots)
        taken.set(slot.slotId, { status: 'held', orderId: event.data.orderId, expiresAt: event.data.expiresAt });
      break;
    case 'SlotsBooked':
      for (const slotId of event.data.slotIds) taken.set(slotId, { status: 'booked', orderId: event.data.orderId });
      break;
    case 'SlotsBlocked':
      for (const slot of event.data.slots) taken.set(slot.slotId, { status: 'blocked' });
      break;
    case 'SlotHoldReleased':
    case 'SlotBookingReleased':
    case 'SlotsUnblocked':
      for (const slotId of event.data.slotIds) taken.delete(slotId);
      break;
  }
  return { taken };
};

/** A hold whose time has passed no longer counts: the slot is free for the next buyer. */
export const isExpiredHold = (slot: TakenSlot | undefined, now: string): boolean =>
  slot?.status === 'held' && slot.expiresAt !== undefined && Date.parse(slot.expiresAt) <= Date.parse(now);

const unavailable = (slotId: string) => new DomainError('SLOT_UNAVAILABLE', `Slot ${slotId} is not available`, slotId);

/** Expired holds of other orders on these slots are released first, so the log says why the slot became free. */
const releaseExpired = (key: DayKey, slotIds: string[], state: SlotDayState, now: string, keepOrderId?: string): SlotEvent[] => {
  const byOrder = new Map<string, string[]>();
  for (const slotId of slotIds) {
    const slot = state.taken.get(slotId);
    if (isExpiredHold(slot, now) && slot!.orderId !== keepOrderId)
      byOrder.set(slot!.orderId!, [...(byOrder.get(slot!.orderId!) ?? []), slotId]);
  }
  return [...byOrder].map(([orderId, ids]) => ({ type: 'SlotHoldReleased', data: { ...key, slotIds: ids, orderId, reason: 'expired' } }));
};

const keyOf = ({ spaceId, fieldId, date }: DayKey): DayKey => ({ spaceId, fieldId, date });

export const decideSlotDay = (command: SlotCommandMessage, state: SlotDayState): SlotEvent[] => {
  const { now, userId } = command.context;
  const key = keyOf(command.data);
  switch (command.type) {
    case 'HoldSlots': {
      const { slots, orderId, expiresAt } = command.data;
      for (const { slotId } of slots) {
        const slot = state.taken.get(slotId);
        if (slot && !isExpiredHold(slot, now) && !(slot.status === 'held' && slot.orderId === orderId)) throw unavailable(slotId);
      }
      const ids = slots.map((s) => s.slotId);
      return [
        ...releaseExpired(key, ids, state, now, orderId),
        { type: 'SlotsHeld', data: { ...key, slots, orderId, userId: command.data.userId, expiresAt } },
      ];
    }
    case 'BookSlots': {
      const { slotIds, orderId } = command.data;
      // Paid late is still fine while nobody else took the slot: the hold's expiry frees it only for others.
      for (const slotId of slotIds) if (state.taken.get(slotId)?.orderId !== orderId) throw unavailable(slotId);
      const toBook = slotIds.filter((id) => state.taken.get(id)?.status === 'held');
      return toBook.length ? [{ type: 'SlotsBooked', data: { ...key, slotIds: toBook, orderId } }] : [];
    }
    case 'ReleaseSlots': {
      const { slotIds, orderId, reason } = command.data;
      const mine = (status: TakenSlot['status']) =>
        slotIds.filter((id) => state.taken.get(id)?.orderId === orderId && state.taken.get(id)?.status === status);
      const held = mine('held');
      const booked = mine('booked');
      return [
        ...(held.length ? [{ type: 'SlotHoldReleased' as const, data: { ...key, slotIds: held, orderId, reason } }] : []),
        ...(booked.length ? [{ type: 'SlotBookingReleased' as const, data: { ...key, slotIds: booked, orderId } }] : []),
      ];
    }
    case 'BlockSlots': {
      const { slots, reason } = command.data;
      const fresh = slots.filter((s) => state.taken.get(s.slotId)?.status !== 'blocked');
      for (const { slotId } of fresh)
        if (state.taken.has(slotId) && !isExpiredHold(state.taken.get(slotId), now)) throw unavailable(slotId);
      if (!fresh.length) return [];
      const blocked: SlotEvent = { type: 'SlotsBlocked', data: { ...key, slots: fresh, ...(reason ? { reason } : {}), blockedBy: userId } };
      return [
        ...releaseExpired(
          key,
          fresh.map((s) => s.slotId),
          state,
          now,
        ),
        blocked,
      ];
    }
    case 'UnblockSlots': {
      const { slotIds } = command.data;
      const notBlocked = slotIds.find((id) => state.taken.get(id)?.status !== 'blocked');
      if (notBlocked) throw new DomainError('SLOT_NOT_BLOCKED', `Slot ${notBlocked} is not blocked`, notBlocked);
      return [{ type: 'SlotsUnblocked', data: { ...key, slotIds, unblockedBy: userId } }];
    }
  }
};

export const slotDayDecider: Decider<SlotCommandMessage, SlotEvent, SlotDayState> = {
  initialState: initialSlotDayState,
  evolve: evolveSlotDay,
  decide: decideSlotDay,
};
