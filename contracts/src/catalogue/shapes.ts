import { z } from 'zod';
import { idSchema, minorUnits, optionalText, text } from '../core/primitives';

/** Spec section 9: default price currency symbol the rupee sign; money is in paise. */
export const CURRENCY = { currency: 'INR', symbol: '₹' } as const;
/** A slot is held this long while its order waits for payment, unless the space says otherwise. */
export const DEFAULT_HOLD_MINUTES = 10;
/** The platform's share of a confirmed order unless the space sets its own commissionPercent. */
export const DEFAULT_COMMISSION_PERCENT = 10;

/**
 * Catalogue ids (organisations, spaces, field keys, time ranges) are short lower-case words: a
 * field's id is `{spaceId}.{fieldKey}` and a slot's `{fieldId}.{date}.{HHMM}`, which must still
 * fit the 64-character id alphabet; the dot never occurs inside a part.
 */
export const catalogueIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,19}$/, 'must be 1-20 characters of a-z 0-9 -, starting with a letter or digit');

/** Wall-clock time of day at the venue, HH:MM; an end may be 24:00 (midnight at the end of the day). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');
export const endTimeOfDaySchema = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be HH:MM (24:00 for midnight)');
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const venueLocationSchema = z
  .object({
    name: text(200),
    address: optionalText(500).optional(),
    city: optionalText(80).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lon: z.number().min(-180).max(180).optional(),
  })
  .strict();

export const listingRefSchema = z.object({ listingId: idSchema, listingName: text(80) }).strict();

/** A tax the space charges (spec section 3 tax lines: slug, rate, total); rate in percent, two decimals at most. */
export const taxSchema = z.object({ taxId: catalogueIdSchema, slug: text(40), rate: z.number().min(0).max(100).multipleOf(0.01) }).strict();
export type Tax = z.infer<typeof taxSchema>;

/** Spec section 3 "price configuration (enableTax, taxId, isTaxInclusive, strike amount, net amount)". */
export const priceConfigurationSchema = z
  .object({
    /** The net amount: what one slot costs, in paise. */
    amount: minorUnits,
    /** The struck-through "was" price shown beside it. */
    strikeAmount: minorUnits.optional(),
    enableTax: z.boolean().default(false),
    taxId: catalogueIdSchema.optional(),
    isTaxInclusive: z.boolean().default(false),
  })
  .strict()
  .refine((p) => !p.enableTax || p.taxId !== undefined, { message: 'taxId is required when enableTax is true', path: ['taxId'] });
export type PriceConfiguration = z.infer<typeof priceConfigurationSchema>;

/**
 * Cancellation policy of a venue: full refund before the start, a share of it by hours
 * before the start (the first rule whose hoursBefore the cancellation meets), or none.
 */
export const cancellationPolicySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('full') }).strict(),
  z
    .object({
      type: z.literal('partial'),
      rules: z
        .array(
          z
            .object({
              hoursBefore: z
                .number()
                .int()
                .min(0)
                .max(24 * 60),
              refundPercent: z.number().int().min(0).max(100),
            })
            .strict(),
        )
        .min(1)
        .max(10),
    })
    .strict(),
  z.object({ type: z.literal('none') }).strict(),
]);
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** Days of the week a time range applies to, 0 Sunday to 6 Saturday (as Date#getUTCDay). */
export const weekdaysSchema = z.array(z.number().int().min(0).max(6)).min(1).max(7);
