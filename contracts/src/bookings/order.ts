import { z } from 'zod';
import { idSchema, isoDate, isoDateTime, minorUnits } from '../core/primitives';
import { cancellationPolicySchema } from '../catalogue/shapes';
import { validityPresetSchema } from '../catalogue/memberships';
import { couponCodeSchema } from './coupons';
import { bookedForSchema, orderCommunicationSchema } from './cart';
import { itemAmountFields } from './itemAmounts';
import {
  classOrderItemSchema,
  eventOrderItemSchema,
  lockerOrderItemSchema,
  meetOrderItemSchema,
  packOrderItemSchema,
  tournamentOrderItemSchema,
} from './offeringItems';

/** Spec section 3 Order "tax lines (slug, rate, total)". */
export const taxLineSchema = z.object({ slug: z.string(), rate: z.number(), total: minorUnits });

/** Spec section 3 "Order item": a slot line with its taxes (taxSlug, taxRate, totalTax). */
export const slotOrderItemSchema = z.object({
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
  ...itemAmountFields,
});
export type SlotOrderItem = z.infer<typeof slotOrderItemSchema>;

/** Spec section 3 "membership": a plan of the space bought for a validity preset (section 5), valid from the order's confirmation. */
export const membershipOrderItemSchema = z.object({
  id: idSchema,
  type: z.literal('membership'),
  name: z.string(),
  /** `{spaceId}.{membershipId}`, as in the cart. */
  itemId: idSchema,
  membershipId: idSchema,
  validity: validityPresetSchema,
  ...itemAmountFields,
});
export type MembershipOrderItem = z.infer<typeof membershipOrderItemSchema>;

/**
 * A place in a pay-before game, priced by gamePaymentOf (no tax: the host's price
 * is what the player pays). Named in words for the order pages: the game, its date and time.
 */
export const activityOrderItemSchema = z.object({
  id: idSchema,
  type: z.literal('activity'),
  /** "{game name} · {venue}". */
  name: z.string(),
  itemId: idSchema,
  activityId: idSchema,
  /** Who the place is for (spec section 3 Cart line item `participants`). */
  participants: z.array(idSchema).min(1),
  /** The game's venue date and times (IST), as a slot's. */
  date: isoDate,
  startTime: z.string(),
  endTime: z.string(),
  startsAt: isoDateTime,
  qty: z.number().int().min(1),
  unitAmount: minorUnits,
  ...itemAmountFields,
  /** How the price came about (gamePaymentOf): per player, a team's share, or the shared cost. */
  basis: z.enum(['player', 'team', 'shared']),
  /** Paying together: `qty` places, the buyer's and their friends'; these are the friends' names when given. */
  bookedFor: z.array(z.string()).optional(),
  /** The host's payment of the rest of a shared cost: no place, the amount still owed. */
  sharedRemainder: z.literal(true).optional(),
  /** The invitation link the place was bought through (never its secret): spent when the order is paid. */
  inviteId: idSchema.optional(),
});
export type ActivityOrderItem = z.infer<typeof activityOrderItemSchema>;

export const orderItemSchema = z.discriminatedUnion('type', [
  slotOrderItemSchema,
  activityOrderItemSchema,
  membershipOrderItemSchema,
  classOrderItemSchema,
  packOrderItemSchema,
  lockerOrderItemSchema,
  meetOrderItemSchema,
  tournamentOrderItemSchema,
  eventOrderItemSchema,
]);
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A membership bought through an order: who holds it, of which plan, and the days it is valid (venue dates, both included). */
export const memberRecordSchema = z.object({
  orderId: idSchema,
  userId: idSchema,
  spaceId: idSchema,
  /** The venue's organisation, so the back office scopes members by it; memberships started before it was recorded lack it. */
  orgId: idSchema.optional(),
  membershipId: idSchema,
  name: z.string(),
  validity: validityPresetSchema,
  validFrom: isoDate,
  validUntil: isoDate,
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

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
  /** Start of the earliest slot (with no slot, the hold's end): cancellation refunds are measured from it. */
  startsAt: isoDateTime,
  bookedFor: bookedForSchema,
  communication: orderCommunicationSchema,
  cancellationPolicy: cancellationPolicySchema,
  bookingSource: z.string(),
  /** Spec section 3 Order payLater: the venue is paid later (no gateway). */
  payLater: z.boolean(),
  /** The coupon redeemed for discountTotal, if any. */
  couponCode: couponCodeSchema.optional(),
  /** The venue's commission rate when the order was placed (absent on older orders: DEFAULT_COMMISSION_PERCENT). */
  commissionPercent: z.number().min(0).max(100).optional(),
});
export type OrderPlacedData = z.infer<typeof orderPlacedSchema>;

/**
 * Partner split: what the buyer paid (gross) divides into the platform's commission
 * and the venue partner's share. collectedBy says who holds the money: the platform (gateway) owes
 * the partner its share; the venue (pay later) owes the platform its commission.
 */
export const partnerSplitSchema = z.object({
  orderId: idSchema,
  orgId: idSchema,
  spaceId: idSchema,
  collectedBy: z.enum(['platform', 'venue']),
  commissionPercent: z.number(),
  gross: minorUnits,
  commission: minorUnits,
  partnerShare: minorUnits,
});
export type PartnerSplit = z.infer<typeof partnerSplitSchema>;

export const refundLineSchema = z.object({ itemId: idSchema, amount: minorUnits, refundPercent: z.number().int().min(0).max(100) });
export type RefundLine = z.infer<typeof refundLineSchema>;

/**
 * Who a payment or refund belongs to, copied from the order so the transactions read model can
 * scope and filter each one without the order (absent on payments recorded before it was kept).
 */
const paymentParties = { orgId: idSchema.optional(), spaceId: idSchema.optional(), userId: idSchema.optional() };

/** Events of one order's stream `order-{id}`: placing it, paying it, confirming, cancelling and refunding. */
export const orderEvents = {
  OrderPlaced: { version: 1, schema: orderPlacedSchema },
  PaymentInitiated: {
    version: 1,
    /** providerOrderId: the provider's own order for this payment (Razorpay's `order_…`); absent for the test gateway. */
    schema: z.object({
      orderId: idSchema,
      transactionId: idSchema,
      gateway: z.string(),
      paymentMode: z.string(),
      amount: minorUnits,
      paymentLink: z.string(),
      providerOrderId: z.string().max(64).optional(),
      ...paymentParties,
    }),
  },
  PaymentCaptured: {
    version: 1,
    schema: z.object({ orderId: idSchema, transactionId: idSchema, gatewayPaymentId: z.string(), amount: minorUnits }),
  },
  PaymentFailed: { version: 1, schema: z.object({ orderId: idSchema, transactionId: idSchema, reason: z.string() }) },
  OrderConfirmed: { version: 1, schema: z.object({ orderId: idSchema }) },
  PartnerSplitRecorded: { version: 1, schema: partnerSplitSchema },
  /** A refund after confirmation takes back from both shares at the same rate. */
  PartnerSplitReversed: {
    version: 1,
    schema: z.object({ orderId: idSchema, orgId: idSchema, refunded: minorUnits, commission: minorUnits, partnerShare: minorUnits }),
  },
  /** With the confirmation, each membership item starts for its validity preset. */
  MembershipStarted: { version: 1, schema: memberRecordSchema },
  /** Paid, but the hold had run out and someone else took a slot: the whole payment goes back. */
  OrderFailed: { version: 1, schema: z.object({ orderId: idSchema, reason: z.literal('slot_taken'), refundTotal: minorUnits }) },
  OrderCancelled: {
    version: 1,
    /**
     * byVenue: the venue's staff cancelled and chose the refund (the back office), instead of the buyer by the policy.
     * byHost: the game the place was bought for was cancelled by its host, so everything paid goes back.
     */
    schema: z.object({
      orderId: idSchema,
      cancelledBy: idSchema,
      refundLines: z.array(refundLineSchema),
      refundTotal: minorUnits,
      policy: z.enum(['full', 'partial', 'none']),
      byVenue: z.boolean().optional(),
      byHost: z.boolean().optional(),
    }),
  },
  /**
   * The venue's staff give back part of a paid order and the booking stands (a
   * goodwill refund on a game that was played): nothing is released. refundId names the gateway
   * refund it owes (RefundIssued once paid back); refundPercent when it was asked as a share.
   */
  RefundGranted: {
    version: 1,
    schema: z.object({
      orderId: idSchema,
      refundId: idSchema,
      transactionId: idSchema,
      amount: minorUnits,
      refundLines: z.array(refundLineSchema),
      grantedBy: idSchema,
      refundPercent: z.number().int().min(0).max(100).optional(),
    }),
  },
  /** The hold ran out unpaid; the slots and places are free again (announced to the buyer). */
  OrderHoldExpired: { version: 1, schema: z.object({ orderId: idSchema, holdExpiresAt: isoDateTime }) },
  /** `gateway`: the gateway that refunded (absent on older refunds, as the parties are). */
  RefundIssued: {
    version: 1,
    schema: z.object({
      orderId: idSchema,
      refundId: idSchema,
      transactionId: idSchema,
      amount: minorUnits,
      gatewayRefundId: z.string(),
      gateway: z.string().optional(),
      ...paymentParties,
    }),
  },
} as const;

type Defs = typeof orderEvents;
export type OrderEventType = keyof Defs;
export type OrderEvent = { [T in OrderEventType]: { type: T; data: z.infer<Defs[T]['schema']> } }[OrderEventType];
