import { z } from 'zod';
import { cancellationPolicySchema } from '../catalogue/shapes';
import { bookedForSchema, orderCommunicationSchema } from './cart';
import { memberRecordSchema, orderItemSchema, refundLineSchema, taxLineSchema } from './order';
import { offeringClaimDocumentSchema } from '../catalogue/offeringReadModel';
import { offeringKindSchema } from '../catalogue/offerings';

/** Spec section 3 "Transaction": id, status, pgType, amount, paymentdate, associatedPayments, settlements. */
export const transactionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(['initiated', 'captured', 'failed', 'refunded']),
  pgType: z.string(),
  amount: z.number().int(),
  paymentdate: z.string(),
  paymentLink: z.string(),
  associatedPayments: z.array(
    z.object({ amount: z.number().int(), currency: z.string(), gateway: z.string(), paymentMode: z.string(), status: z.string() }),
  ),
  settlements: z.array(z.object({ refundId: z.string(), amount: z.number().int(), gatewayRefundId: z.string(), date: z.string() })),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const orderStatusSchema = z.enum(['pending_payment', 'confirmed', 'cancelled', 'failed', 'expired']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Spec section 3 "Order" as the buyer and the venue's staff read it, with its invoice data once confirmed. */
export const orderDocumentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  orgId: z.string(),
  spaceId: z.string(),
  spaceName: z.string(),
  status: orderStatusSchema,
  currency: z.string(),
  symbol: z.string(),
  items: z.array(orderItemSchema),
  subTotal: z.number().int(),
  discountTotal: z.number().int(),
  bulkDiscount: z.number().int(),
  totalTax: z.number().int(),
  taxLines: z.array(taxLineSchema),
  handlingCharges: z.number().int(),
  total: z.number().int(),
  holdExpiresAt: z.string(),
  startsAt: z.string(),
  bookedFor: bookedForSchema,
  /** The buyer's phone (E.164) when they bought, from their account, else the order's own when booked for themselves; null when neither (docs/adr/0111-buyer-phone-on-orders.md). */
  buyerPhone: z.string().nullable().optional(),
  /** Its digits' endings, 4 digits and longer (phoneEndingsOf): the indexed array the back office's phone searches match. */
  buyerPhoneDigits: z.array(z.string()).optional(),
  communication: orderCommunicationSchema,
  cancellationPolicy: cancellationPolicySchema,
  bookingSource: z.string(),
  payLater: z.boolean(),
  couponCode: z.string().optional(),
  paymentLink: z.string().nullable(),
  transactions: z.array(transactionSchema),
  refund_lines: z.array(refundLineSchema),
  /** Every refund granted: the cancellation's and each partial refund's. */
  refundTotal: z.number().int(),
  /**
   * RefundBalanceOf: captured through the gateway, refunded so far, and what a
   * further refund may still give back. Absent on documents written before; replies derive them.
   */
  paid: z.number().int().optional(),
  refunded: z.number().int().optional(),
  refundable: z.number().int().optional(),
  invoice: z.object({ number: z.string(), issuedAt: z.string(), seller: z.string(), buyer: z.string() }).nullable(),
  /** The memberships the order started on confirmation (absent on orders placed before memberships were sold). */
  memberships: z.array(memberRecordSchema).optional(),
  /** What the confirmation gave on the offerings' streams: enrolments, packs, locker and bib numbers, registrations. */
  registrations: z.array(offeringClaimDocumentSchema.extend({ kind: offeringKindSchema, itemId: z.string() })).optional(),
  created: z.string(),
  updated: z.string(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** One confirmed order's partner split, less what refunds took back. */
export const payoutDocumentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orgId: z.string(),
  spaceId: z.string(),
  collectedBy: z.enum(['platform', 'venue']),
  commissionPercent: z.number(),
  gross: z.number().int(),
  commission: z.number().int(),
  partnerShare: z.number().int(),
  refunded: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type PayoutDocument = z.infer<typeof payoutDocumentSchema>;

/** "My memberships": a member record with whether it is valid today (venue date). */
export const membershipDocumentSchema = memberRecordSchema.extend({ id: z.string(), created: z.string() });
export type MembershipDocument = z.infer<typeof membershipDocumentSchema>;
