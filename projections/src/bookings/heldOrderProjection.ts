import type { OrderEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const HELD_ORDERS_COLLECTION = 'heldOrders';
export interface HeldOrderDocument {
  id: string;
  holdExpiresAt: string;
  [key: string]: unknown;
}

/** Orders still waiting for payment, by the end of their hold: what the hold-expiry sweeper looks at. */
export const heldOrderProjection = defineProjection<HeldOrderDocument>({
  name: 'heldOrders',
  collection: { name: HELD_ORDERS_COLLECTION, indexes: [{ fields: [['holdExpiresAt', 1]] }] },
  handles: ['OrderPlaced', 'PaymentCaptured', 'OrderConfirmed', 'OrderFailed', 'OrderCancelled', 'OrderHoldExpired'],
  documentId: (event) => (event.data as { orderId: string }).orderId,
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as OrderEvent;
    if (event.type !== 'OrderPlaced') return null;
    // Pay-later orders are confirmed at once; they never wait on a hold.
    return doc ?? (event.data.payLater ? null : { id: event.data.orderId, holdExpiresAt: event.data.holdExpiresAt });
  },
});
