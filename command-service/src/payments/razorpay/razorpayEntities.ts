import { z } from 'zod';

/**
 * The parts of Razorpay's entities we read (its documented payment, order, refund and webhook
 * event shapes). Everything else they carry is let through unread.
 */
const notesSchema = z
  .union([z.record(z.string(), z.union([z.string(), z.number(), z.null()])), z.array(z.unknown())])
  .transform((notes) =>
    Array.isArray(notes) ? {} : Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, v === null ? '' : String(v)])),
  );

export const providerPaymentSchema = z.looseObject({
  id: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  currency: z.string().max(8),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().max(64).nullable().optional(),
  error_reason: z.string().max(200).nullable().optional(),
});
export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

export const providerOrderSchema = z.looseObject({
  id: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  receipt: z.string().max(64).nullable().optional(),
  notes: notesSchema.optional(),
});
export type ProviderOrder = z.infer<typeof providerOrderSchema>;

export const providerRefundSchema = z.looseObject({
  id: z.string().min(1).max(64),
  payment_id: z.string().max(64),
  amount: z.number().int().nonnegative(),
  status: z.enum(['pending', 'processed', 'failed']),
  receipt: z.string().max(64).nullable().optional(),
  notes: notesSchema.optional(),
});
export type ProviderRefund = z.infer<typeof providerRefundSchema>;

/** A webhook delivery: `event` names it, `payload` holds the entities it is about. */
export const webhookEventSchema = z.looseObject({
  entity: z.literal('event').optional(),
  event: z.string().max(60),
  payload: z.looseObject({
    payment: z.object({ entity: providerPaymentSchema }).optional(),
    refund: z.object({ entity: providerRefundSchema }).optional(),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
