import { DEFAULT_COMMISSION_PERCENT, type OrderEvent, type OrderPlacedData } from '@sports/contracts';

/** The platform's commission on an amount at the order's rate, paise rounded half up; the partner gets the rest. */
const divide = (amount: number, percent: number) => {
  const commission = Math.round((amount * percent) / 100);
  return { commission, partnerShare: amount - commission };
};

const rateOf = (order: OrderPlacedData) => order.commissionPercent ?? DEFAULT_COMMISSION_PERCENT;

/** On confirmation, what the buyer pays divides into the platform's commission and the partner's share. */
export const partnerSplitOnConfirmation = (order: OrderPlacedData): OrderEvent => ({
  type: 'PartnerSplitRecorded',
  data: {
    orderId: order.orderId,
    orgId: order.orgId,
    spaceId: order.spaceId,
    collectedBy: order.payLater ? 'venue' : 'platform',
    commissionPercent: rateOf(order),
    gross: order.totals.total,
    ...divide(order.totals.total, rateOf(order)),
  },
});

/** A refund of a confirmed order comes out of both shares at the order's rate. */
export const partnerSplitReversal = (order: OrderPlacedData, refunded: number): OrderEvent[] =>
  refunded > 0
    ? [{ type: 'PartnerSplitReversed', data: { orderId: order.orderId, orgId: order.orgId, refunded, ...divide(refunded, rateOf(order)) } }]
    : [];
