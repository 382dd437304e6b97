import type { OrderEvent, PayoutDocument, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const PAYOUTS_COLLECTION = 'payouts';

/** One document per confirmed order with the partner split, net of refunds, by organisation. */
/** The payouts list's other columns (contracts adminPayouts.sortable). */
const PAYOUT_SORTS = ['orderId', 'collectedBy', 'gross', 'commissionPercent', 'commission', 'partnerShare', 'refunded'] as const;

export const payoutProjection = defineProjection<PayoutDocument>({
  name: 'payouts',
  // One index per column the back office's payouts list shows and sorts by.
  collection: {
    name: PAYOUTS_COLLECTION,
    indexes: [
      {
        fields: [
          ['orgId', 1],
          ['created', -1],
        ],
      },
      ...PAYOUT_SORTS.map((field) => ({
        fields: [
          ['orgId', 1],
          [field, 1],
        ] as [string, 1 | -1][],
      })),
    ],
  },
  handles: ['PartnerSplitRecorded', 'PartnerSplitReversed'],
  documentId: (event) => (event.data as { orderId: string }).orderId,
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as OrderEvent;
    const time = recorded.metadata.time;
    if (event.type === 'PartnerSplitRecorded')
      return doc ?? { id: event.data.orderId, ...event.data, refunded: 0, created: time, updated: time };
    if (event.type !== 'PartnerSplitReversed' || !doc) return doc;
    const { refunded, commission, partnerShare } = event.data;
    return {
      ...doc,
      refunded: doc.refunded + refunded,
      commission: doc.commission - commission,
      partnerShare: doc.partnerShare - partnerShare,
      updated: time,
    };
  },
});
