import { z } from 'zod';
import { idSchema, isoDateTime } from '../core/primitives';
import { campaignIdSchema, couponCodeSchema } from './coupons';

/**
 * A spin-wheel campaign's prizes and odds (spec section 3 Coupon, section 7 coupon calls;
 * docs/adr/0110-spin-wheel-server.md): staff set the slices, the server draws.
 */
export const SPIN_WHEEL_MIN_SLICES = 2;
export const SPIN_WHEEL_MAX_SLICES = 12;
export const SPIN_WHEEL_MAX_WEIGHT = 1000;
/** Where a draw's random number came from, recorded with it for audit. */
export const SPIN_RANDOM_SOURCE = 'node:crypto.randomInt' as const;

/** One slice: a spin-wheel coupon of the campaign, or null for "no prize"; its weight is its share of the wheel. */
export const spinWheelSliceSchema = z
  .object({ code: couponCodeSchema.nullable(), weight: z.number().int().min(1).max(SPIN_WHEEL_MAX_WEIGHT) })
  .strict();
export type SpinWheelSlice = z.infer<typeof spinWheelSliceSchema>;

export const spinWheelPrizesSchema = z
  .object({ slices: z.array(spinWheelSliceSchema).min(SPIN_WHEEL_MIN_SLICES).max(SPIN_WHEEL_MAX_SLICES) })
  .strict()
  .superRefine(({ slices }, ctx) => {
    const seen = new Set<string>();
    slices.forEach((slice, i) => {
      if (slice.code === null) return;
      if (seen.has(slice.code))
        ctx.addIssue({
          code: 'custom',
          message: 'a coupon is one slice of the wheel; raise its weight instead',
          path: ['slices', i, 'code'],
        });
      seen.add(slice.code);
    });
    if (seen.size === 0) ctx.addIssue({ code: 'custom', message: 'a wheel needs at least one prize', path: ['slices'] });
  });
export type SpinWheelPrizes = z.infer<typeof spinWheelPrizesSchema>;

/** The winning slice of `ticket` in [0, total of weights): slices take consecutive runs of tickets, as wide as their weights. */
export const sliceOfTicket = (slices: readonly SpinWheelSlice[], ticket: number): number => {
  let end = 0;
  for (const [i, slice] of slices.entries()) {
    end += slice.weight;
    if (ticket < end) return i;
  }
  throw new RangeError(`ticket ${ticket} is past the wheel's ${end} tickets`);
};
export const totalWeightOf = (slices: readonly SpinWheelSlice[]): number => slices.reduce((sum, s) => sum + s.weight, 0);

/** Events of a spin-wheel campaign `campaign-{id}`: its odds, each user's one draw, and the reward the user confirmed. */
export const campaignEvents = {
  /** The campaign's wheel as staff set it; `version` counts the settings, so a draw names the odds it used. */
  SpinWheelPrizesSet: {
    version: 1,
    schema: z.object({
      campaignId: campaignIdSchema,
      orgId: idSchema,
      slices: z.array(spinWheelSliceSchema),
      version: z.number().int().min(1),
      setBy: idSchema,
    }),
  },
  /**
   * One user's draw, once per campaign, with all an audit needs: the odds drawn from (their
   * version and a copy), the ticket drawn among `outOf` and where it came from, the slice won, when.
   */
  SpinWheelPrizeDrawn: {
    version: 1,
    schema: z.object({
      campaignId: campaignIdSchema,
      orgId: idSchema,
      userId: idSchema,
      oddsVersion: z.number().int().min(1),
      slices: z.array(spinWheelSliceSchema),
      ticket: z.number().int().min(0),
      outOf: z.number().int().min(1),
      randomSource: z.literal(SPIN_RANDOM_SOURCE),
      sliceIndex: z.number().int().min(0),
      code: couponCodeSchema.nullable(),
      drawnAt: isoDateTime,
    }),
  },
  /** The user took the prize the server drew for them (set/reward); its coupon is then granted to them. */
  CampaignRewardGranted: { version: 1, schema: z.object({ campaignId: campaignIdSchema, userId: idSchema, code: couponCodeSchema }) },
} as const;
type CampaignDefs = typeof campaignEvents;
export type CampaignEvent = { [T in keyof CampaignDefs]: { type: T; data: z.infer<CampaignDefs[T]['schema']> } }[keyof CampaignDefs];

/** A user's spin of a campaign: what the server drew, and whether the reward was taken. */
export const campaignRewardDocumentSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  userId: z.string(),
  /** The code drawn; null for a "no prize" slice, or for a reward granted before draws were recorded. */
  drawn: z.string().nullable(),
  drawnAt: z.string().nullable(),
  /** The coupon granted (set/reward), null until then. */
  code: z.string().nullable(),
  granted: z.string().nullable(),
});
export type CampaignRewardDocument = z.infer<typeof campaignRewardDocumentSchema>;

/** A campaign's wheel as the back office shows it: its prizes and odds, the coupons that may be prizes, and how many spun. */
export const spinWheelDocumentSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  orgId: z.string(),
  slices: z.array(z.object({ code: z.string().nullable(), weight: z.number() })),
  /** 0 while no prizes are set. */
  prizesVersion: z.number(),
  totalWeight: z.number(),
  /** The organisation's spin-wheel coupons of this campaign, with their descriptions (the slices' labels). */
  candidates: z.array(z.object({ code: z.string(), description: z.string(), privacy: z.string() })),
  spins: z.number(),
  updated: z.string(),
});
export type SpinWheelDocument = z.infer<typeof spinWheelDocumentSchema>;

/** What a spin answers: the same for every spin of the user (the first one drew it). */
export const spinResultSchema = z.object({
  campaignId: z.string(),
  userId: z.string(),
  code: z.string().nullable(),
  /** -1 and version 0 for a reward granted before draws were recorded. */
  sliceIndex: z.number(),
  oddsVersion: z.number(),
  drawnAt: z.string().nullable(),
  /** True once the user took the reward with set/reward. */
  rewardTaken: z.boolean(),
});
export type SpinResult = z.infer<typeof spinResultSchema>;
