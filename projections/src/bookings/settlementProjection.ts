import type { PayoutEvent, RecordedEvent, SettlementDocument } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const SETTLEMENTS_COLLECTION = 'payoutSettlements';

/** Each payout settled with an organisation's partner, newest period first. */
export const settlementProjection = defineProjection<SettlementDocument>({
  name: 'payoutSettlements',
  // The settlements list sorts by each column it shows.
  collection: {
    name: SETTLEMENTS_COLLECTION,
    indexes: [
      {
        fields: [
          ['orgId', 1],
          ['period.from', -1],
        ],
      },
      ...(['period.to', 'amount', 'reference', 'settledAt'] as const).map((field) => ({
        fields: [
          ['orgId', 1],
          [field, 1],
        ] as [string, 1 | -1][],
      })),
    ],
  },
  handles: ['PayoutSettled'],
  documentId: (event) => (event.data as { settlementId: string }).settlementId,
  evolve: (doc, recorded: RecordedEvent) => {
    if (doc) return doc;
    const { data } = recorded as unknown as PayoutEvent;
    return { id: data.settlementId, ...data, settledAt: recorded.metadata.time };
  },
});
