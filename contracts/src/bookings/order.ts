import { z } from 'zod';
import { idSchema, isoDate, isoDateTime, minorUnits } from '../core/primitives';
import { cancellationPolicySchema } from '../catalogue/shapes';
import { couponCodeSchema } from './coupons';
import { bookedForSchema, orderCommunicationSchema } from './cart';

/** Spec section 3 Order "tax lines (slug, rate, total)". */
export const taxLineSchema = z.object({ slug: z.string(), rate: z.number(), total: minorUnits });

/** Spec section 3 "Order item": a slot line with its taxes (taxSlug, taxRate, totalTax). */
export const orderItemSchema = z.object({
  id: idSchema,
  type: z.literal('slot'),
  name: z.string(),
  itemId: idSchema,
  fieldId: idSchema,
  timeRangeConfigId: idSchema,
  date: isoDate,
  startTime: z.string(),
  endTime: z.string(),
  /** Minutes, from startTime to endTime. */
  duration: z.number().int(),
  /** Before tax. */
  amount: minorUnits,
  taxes: z.array(z.object({ taxSlug: z.string(), taxRate: z.number(), totalTax: minorUnits })),
  total: minorUnits,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Spec section 3 Order totals: subTotal before tax, discountTotal, tax lines, handling charges, total to pay. */
export const orderTotalsSchema = z.object({
  subTotal: minorUnits,
  /** Coupon and bulk discount together. */
  discountTotal: minorUnits,
  /** The part of discountTotal that is the venue's bulk discount. */
  bulkDiscount: minorUnits.default(0),
  totalTax: minorUnits,
  taxLines: z.array(taxLineSchema),
  handlingCharges: minorUnits,
  total: minorUnits,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderPlacedSchema = z.object({
  orderId: idSchema,
  userId: idSchema,
  orgId: idSchema,
  spaceId: idSchema,
  spaceName: z.string(),
  currency: z.string(),
  symbol: z.string(),
  items: z.array(orderItemSchema).min(1),
  totals: orderTotalsSchema,
  /** When the slots' hold ends unless the order is paid (the UI's countdown). */
  holdExpiresAt: isoDateTime,
  /** Start of the earliest item: cancellation refunds are measured from it. */
  startsAt: isoDateTime,
  bookedFor: bookedForSchema,
  communication: orderCommunicationSchema,
  cancellationPolicy: cancellationPolicySchema,
  bookingSource: z.string(),
  /** Spec section 3 Order payLater: the venue is paid later (no gateway). */
  payLater: z.boolean(),
  /** The coupon redeemed for discountTotal, if any. */
  couponCode: couponCodeSchema.optional(),
});
export type OrderPlacedData = z.infer<typeof orderPlacedSchema>;

export const refundLineSchema = z.object({ itemId: idSchema, amount: minorUnits, refundPercent: z.number().int().min(0).max(100) });
export type RefundLine = z.infer<typeof refundLineSchema>;

/** Events of one order's stream `order-{id}`: placing it, paying it, confirming, cancelling and refunding. */
export const orderEvents = {
  OrderPlaced: { version: 1, schema: orderPlacedSchema },
  PaymentInitiated: {
    version: 1,
    schema: z.object({ orderId: idSchema, transactionId: idSchema, gateway: z.string(), paymentMode: z.string(), amount: minorUnits, paymentLink: z.string() }),
  },
  PaymentCaptured: { version: 1, schema: z.object({ orderId: idSchema, transactionId: idSchema, gatewayPaymentId: z.string(), amount: minorUnits }) },
  PaymentFailed: { version: 1, schema: z.object({ orderId: idSchema, transactionId: idSchema, reason: z.string() }) },
  OrderConfirmed: { version: 1, schema: z.object({ orderId: idSchema }) },
  /** Paid, but the hold had run out and someone else took a slot: the whole payment goes back. */
  OrderFailed: { version: 1, schema: z.object({ orderId: idSchema, reason: z.literal('slot_taken'), refundTotal: minorUnits }) },
  OrderCancelled: {
    version: 1,
    schema: z.object({ orderId: idSchema, cancelledBy: idSchema, refundLines: z.array(refundLineSchema), refundTotal: minorUnits, policy: z.enum(['full', 'partial', 'none']) }),
  },
  RefundIssued: { version: 1, schema: z.object({ orderId: idSchema, refundId: idSchema, transactionId: idSchema, amount: minorUnits, gatewayRefundId: z.string() }) },
} as const;

type Defs = typeof orderEvents;
export type OrderEventType = keyof Defs;
export type OrderEvent = { [T in OrderEventType]: { type: T; data: z.infer<Defs[T]['schema']> } }[OrderEventType];
