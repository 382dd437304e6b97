import { z } from 'zod';
import { idSchema, text } from '../core/primitives';
import { priceConfigurationSchema } from './shapes';

/** Spec section 5 "Price validity presets: Monthly 1 month, Quarterly 3 months, Half Yearly 6 months, Annually 1 year". */
export const VALIDITY_PRESETS = { Monthly: 1, Quarterly: 3, 'Half Yearly': 6, Annually: 12 } as const;
export type ValidityPreset = keyof typeof VALIDITY_PRESETS;
export const validityPresetSchema = z.enum(Object.keys(VALIDITY_PRESETS) as [ValidityPreset, ...ValidityPreset[]]);

/**
 * The last day a membership starting on `from` (YYYY-MM-DD) is valid: the day before the same
 * date `months` later; a start on the 31st ends with the shorter month (Jan 31 + 1 month: Feb 28).
 */
export const validUntil = (from: string, preset: ValidityPreset): string => {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + VALIDITY_PRESETS[preset];
  const lastDayOfTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const sameDayLater = new Date(Date.UTC(year, targetMonth, Math.min(day, lastDayOfTarget)));
  // Clamped to a shorter month, the membership runs to the end of it; otherwise to the day before.
  const end = day > lastDayOfTarget ? sameDayLater : new Date(sameDayLater.getTime() - 86_400_000);
  return end.toISOString().slice(0, 10);
};

/** Spec section 3 "membership" and "pricing with validity (duration plus mode)": a plan a space sells. */
export const membershipPlanSchema = z
  .object({
    name: text(120),
    description: z.string().trim().max(1000).default(''),
    listingIds: z.array(idSchema).min(1).max(10),
    validity: validityPresetSchema,
    price: priceConfigurationSchema,
  })
  .strict();
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;
