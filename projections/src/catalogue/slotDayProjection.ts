import type { RecordedEvent, SlotDayDocument, SlotEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const SLOT_DAYS_COLLECTION = 'slotDays';
export const slotDayIdOf = (fieldId: string, date: string) => `${fieldId}|${date}`;

/** Who has which slot of a field on a date (held with its expiry, booked, blocked); the rest are available. */
export const slotDayProjection = defineProjection<SlotDayDocument>({
  name: 'slotDays',
  collection: {
    name: SLOT_DAYS_COLLECTION,
    indexes: [
      {
        fields: [
          ['spaceId', 1],
          ['date', 1],
        ],
      },
      { fields: [['date', 1]] },
    ],
  },
  handles: ['SlotsHeld', 'SlotHoldReleased', 'SlotsBooked', 'SlotBookingReleased', 'SlotsBlocked', 'SlotsUnblocked'],
  documentId: (event) => {
    const { fieldId, date } = event.data as { fieldId: string; date: string };
    return slotDayIdOf(fieldId, date);
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as SlotEvent;
    const { spaceId, fieldId, date } = event.data;
    const taken = { ...(doc?.taken ?? {}) };
    switch (event.type) {
      case 'SlotsHeld':
        for (const slot of event.data.slots)
          taken[slot.slotId] = { status: 'held', orderId: event.data.orderId, expiresAt: event.data.expiresAt };
        break;
      case 'SlotsBooked':
        for (const slotId of event.data.slotIds) taken[slotId] = { status: 'booked', orderId: event.data.orderId };
        break;
      case 'SlotsBlocked':
        for (const slot of event.data.slots) taken[slot.slotId] = { status: 'blocked' };
        break;
      default:
        for (const slotId of event.data.slotIds) delete taken[slotId];
    }
    return { id: slotDayIdOf(fieldId, date), spaceId, fieldId, date, taken };
  },
});
