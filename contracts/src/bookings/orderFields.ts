import { z } from 'zod';
import type { OrderDocument, PayoutDocument } from './readModel';
import { refundBalanceOf } from './refundBalance';

/**
 * The Order fields of spec section 3 that the order document does not store under
 * the spec's names, derived from it (so from the order's events) when a reply is written. Where
 * each comes from is in docs/activity-and-order-fields.md.
 */
export const orderVendorSchema = z.object({ id: z.string(), orgId: z.string(), name: z.string() });

export const orderPartnerSplitSchema = z.object({
  collectedBy: z.enum(['platform', 'venue']),
  commissionPercent: z.number(),
  gross: z.number().int(),
  commission: z.number().int(),
  partnerShare: z.number().int(),
  refunded: z.number().int(),
});

export const orderDerivedSchema = z.object({
  initiator: z.object({ id: z.string() }),
  provider: orderVendorSchema,
  bookingType: z.string(),
  channel: z.string(),
  actualAmount: z.number().int(),
  totalAmount: z.number().int(),
  totalDiscount: z.number().int(),
  totalTaxes: z.number().int(),
  applyCoupon: z.boolean(),
  sendPaymentLink: z.boolean(),
  paymentSource: z.string().nullable(),
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  circle: z.boolean(),
  pushNotification: z.boolean(),
  /** The venue's share and the platform's commission: for the venue's staff and admins; null for the buyer. */
  partnerSplit: orderPartnerSplitSchema.nullable(),
});
export type OrderDerived = z.infer<typeof orderDerivedSchema>;

/** One kind of item, or 'mixed' when the order holds several kinds. */
const bookingTypeOf = (order: OrderDocument): string => {
  const kinds = new Set(order.items.map((item) => item.type));
  return kinds.size === 1 ? [...kinds][0]! : 'mixed';
};

export const orderReplyOf = (order: OrderDocument, split: PayoutDocument | null = null) => {
  const vendor = { id: order.spaceId, orgId: order.orgId, name: order.spaceName };
  const lastPayment = order.transactions.at(-1);
  const derived: OrderDerived = {
    initiator: { id: order.userId },
    provider: vendor,
    bookingType: bookingTypeOf(order),
    channel: order.bookingSource,
    actualAmount: order.subTotal,
    totalAmount: order.total,
    totalDiscount: order.discountTotal,
    totalTaxes: order.totalTax,
    // couponCode itself stays as the document has it: present when a coupon was redeemed.
    applyCoupon: order.couponCode !== undefined,
    sendPaymentLink: order.paymentLink !== null,
    paymentSource: lastPayment ? lastPayment.pgType : order.payLater ? 'venue' : null,
    ...order.communication,
    // Every order is announced in the player's inbox (projections/src/inbox); there is no way to turn it off.
    pushNotification: true,
    partnerSplit: split && {
      collectedBy: split.collectedBy,
      commissionPercent: split.commissionPercent,
      gross: split.gross,
      commission: split.commission,
      partnerShare: split.partnerShare,
      refunded: split.refunded,
    },
  };
  // paid, refunded, refundable: as stored, or derived for documents written before.
  return { ...order, ...refundBalanceOf(order), ...derived, items: order.items.map((item) => ({ ...item, vendor })) };
};
export type OrderReply = ReturnType<typeof orderReplyOf>;
