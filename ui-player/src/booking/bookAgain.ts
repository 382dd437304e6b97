import type { OrderDocument, SlotFacility, SpaceDocument } from '@sports/contracts';
import { addDays, daysBetween, nextWeekDate } from '../ui/nextWeek';
import type { CartSlot } from './cartStore';
import { formatDay, venueToday } from './dates';

type SlotItem = Extract<OrderDocument['items'][number], { type: 'slot' }>;

const slotItems = (order: Pick<OrderDocument, 'items'>): SlotItem[] => order.items.filter((i): i is SlotItem => i.type === 'slot');

/** A slot of the order, moved to the day it is booked again. */
export interface WantedSlot {
  fieldId: string;
  date: string;
  startTime: string;
  endTime: string;
}

/**
 * "Book again" is offered on an order of field slots that was confirmed, or whose day has passed
 * (a lapsed or cancelled booking of last week is still the one a player repeats); never on one
 * still waiting for its payment (docs/adr/0093-host-again-book-again.md).
 */
export function offersBookAgain(order: Pick<OrderDocument, 'items' | 'status' | 'startsAt'>, nowMs: number): boolean {
  if (slotItems(order).length === 0 || order.status === 'pending_payment') return false;
  return order.status === 'confirmed' || Date.parse(order.startsAt) <= nowMs;
}

/** The order's slots a week on (ui/nextWeek: the next same weekday still ahead), all moved by the same days. */
export function slotsAgain(order: Pick<OrderDocument, 'items'>, nowMs: number): { date: string; slots: WantedSlot[] } | null {
  const items = slotItems(order).sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
  const first = items[0];
  if (!first) return null;
  const date = nextWeekDate(first.date, first.startTime, nowMs);
  const shift = daysBetween(first.date, date);
  return {
    date,
    slots: items.map((i) => ({
      fieldId: i.fieldId,
      date: addDays(i.date, shift),
      startTime: i.startTime.slice(0, 5),
      endTime: i.endTime.slice(0, 5),
    })),
  };
}

/** The listing a field is sold under (the slots API reads a venue's slots by listing). */
export function listingOfField(space: Pick<SpaceDocument, 'facilities' | 'listingIds'>, fieldId: string): string | null {
  return space.facilities.find((f) => f.facilityId === fieldId)?.listingIds[0] ?? space.listingIds[0] ?? null;
}

export type AgainAnswer = { free: true; slots: CartSlot[] } | { free: false; taken: WantedSlot[] };

/**
 * Whether every wanted slot is free on its day, from the slots API's answer for that day (spec
 * section 3 Slot facility): free ones become cart lines at today's price; any other status (held,
 * booked, blocked) or a slot no longer offered is taken.
 */
export function matchAgain(wanted: readonly WantedSlot[], facilities: readonly SlotFacility[], listingId: string): AgainAnswer {
  const lines: CartSlot[] = [];
  const taken: WantedSlot[] = [];
  for (const slot of wanted) {
    const facility = facilities.find((f) => f.timings.some((t) => t.fieldId === slot.fieldId));
    const timing = facility?.timings.find(
      (t) =>
        t.fieldId === slot.fieldId &&
        t.date === slot.date &&
        t.startTime.slice(0, 5) === slot.startTime &&
        t.endTime.slice(0, 5) === slot.endTime,
    );
    if (!facility || !timing || timing.slotStatus !== 'available') {
      taken.push(slot);
      continue;
    }
    lines.push({
      slotId: timing.slotId,
      spaceId: facility.spaceId,
      spaceName: facility.spaceName,
      fieldId: timing.fieldId,
      fieldName: timing.fieldName,
      listingId,
      timeRangeConfigId: timing.timeRangeConfigId,
      date: timing.date,
      startTime: timing.startTime,
      endTime: timing.endTime,
      amount: timing.amount,
      symbol: timing.symbol,
    });
  }
  return taken.length === 0 ? { free: true, slots: lines } : { free: false, taken };
}

/**
 * "That slot is taken next week (Tue 8 Dec)." while the day is within the coming week; a booking
 * repeated ahead of its own day lands further on and is named by its day ("… on Tue 8 Dec.").
 */
export function takenWords(count: number, taken: number, date: string, nowMs: number): string {
  const what =
    count === 1
      ? 'That slot is taken'
      : taken === count
        ? 'Those slots are taken'
        : `${taken} of those ${count} slots ${taken === 1 ? 'is' : 'are'} taken`;
  return `${what} ${date <= addDays(venueToday(nowMs), 7) ? `next week (${formatDay(date)})` : `on ${formatDay(date)}`}.`;
}
