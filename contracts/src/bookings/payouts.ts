import { z } from 'zod';
import { idSchema, isoDate, isoDateTime, minorUnits, optionalText } from '../core/primitives';
import { catalogueIdSchema } from '../catalogue/shapes';

/** Stream of an organisation's payout settlements: references and periods are unique here. */
export const payoutStream = (orgId: string): string => `payout-${orgId}`;

/** The platform's commission rate, in percent with two decimals at most. */
export const commissionPercentSchema = z.number().min(0).max(100).multipleOf(0.01);

/** A settlement: money the platform paid the venue partner for a period ("partner and payout account"). */
export const payoutSettlementSchema = z
  .object({
    /** Paise paid to the partner. */
    amount: minorUnits.refine((a) => a > 0, 'must be more than 0'),
    /** The bank or gateway transfer reference (UTR); one settlement per reference. */
    reference: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{4,40}$/, 'must be 4-40 characters of A-Z a-z 0-9 _ -'),
    period: z
      .object({ from: isoDate, to: isoDate })
      .strict()
      .refine((p) => p.from <= p.to, { message: 'from must not be after to', path: ['to'] }),
    note: optionalText(200).optional(),
  })
  .strict();
export type PayoutSettlement = z.infer<typeof payoutSettlementSchema>;

export const payoutEvents = {
  PayoutSettled: {
    version: 1,
    schema: z.object({ orgId: catalogueIdSchema, settlementId: idSchema, ...payoutSettlementSchema.shape, settledBy: idSchema }),
  },
} as const;
export type PayoutEvent = { type: 'PayoutSettled'; data: z.infer<(typeof payoutEvents)['PayoutSettled']['schema']> };

/** A settlement as the back office reads it. */
export const settlementDocumentSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  settlementId: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  note: z.string().optional(),
  settledBy: z.string(),
  settledAt: isoDateTime,
});
export type SettlementDocument = z.infer<typeof settlementDocumentSchema>;

export const commissionBodySchema = z.object({ commissionPercent: commissionPercentSchema }).strict();
