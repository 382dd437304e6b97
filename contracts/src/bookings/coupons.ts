import { z } from 'zod';
import { idSchema, isoDateTime, minorUnits, optionalText, text } from '../core/primitives';
import { cartItemTypeSchema } from './cart';

/** Coupon codes are what people type: upper-case letters and digits. */
export const couponCodeSchema = z.string().regex(/^[A-Z0-9]{3,20}$/, 'must be 3-20 upper-case letters or digits');
export const campaignIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be 1-40 characters of a-z 0-9 -');

/**
 * Spec section 3 "Coupon": code, description, usageLimit, usageLimitPerUser, couponType,
 * discountType, amountorper (a percentage, or paise off), maxDiscountAmount,
 * minimumAmountToApply, from, to, status, privacy, cities, services. A spin-wheel coupon
 * belongs to a campaign (spec section 7 coupon calls).
 */
export const couponDetailsSchema = z
  .object({
    description: optionalText(500).default(''),
    usageLimit: z.number().int().min(1).max(1_000_000),
    usageLimitPerUser: z.number().int().min(1).max(1000).default(1),
    couponType: z.enum(['general', 'spinWheel']).default('general'),
    campaignId: campaignIdSchema.optional(),
    discountType: z.enum(['percentage', 'flat']),
    amountorper: z.number().int().min(1).max(100_000_000),
    maxDiscountAmount: minorUnits.optional(),
    minimumAmountToApply: minorUnits.default(0),
    from: isoDateTime,
    to: isoDateTime,
    status: z.enum(['active', 'inactive']).default('active'),
    privacy: z.enum(['public', 'private']).default('public'),
    /** Lower-case city names; empty: every city. */
    cities: z.array(text(80)).max(50).default([]),
    /** Cart item types it applies to; empty: every type. */
    services: z.array(cartItemTypeSchema).max(8).default([]),
  })
  .strict()
  .refine((c) => c.discountType !== 'percentage' || c.amountorper <= 100, { message: 'a percentage is at most 100', path: ['amountorper'] })
  .refine((c) => Date.parse(c.from) < Date.parse(c.to), { message: 'to must be after from', path: ['to'] })
  .refine((c) => c.couponType !== 'spinWheel' || c.campaignId !== undefined, {
    message: 'a spin-wheel coupon names its campaignId',
    path: ['campaignId'],
  });
export type CouponDetails = z.infer<typeof couponDetailsSchema>;

/** Why a coupon does not apply: one stable reason code per rule (docs/bookings.md). */
export const COUPON_REASONS = [
  'COUPON_NOT_FOUND',
  'COUPON_INACTIVE',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_NOT_FOR_VENUE',
  'COUPON_NOT_FOR_CITY',
  'COUPON_NOT_FOR_SERVICE',
  'COUPON_MINIMUM_NOT_MET',
  'COUPON_PRIVATE',
  'COUPON_USAGE_LIMIT_REACHED',
  'COUPON_USER_LIMIT_REACHED',
] as const;

/** Events of one coupon's stream `coupon-{code}`: its usage limits hold there (ARCHITECTURE.md). */
export const couponEvents = {
  CouponSaved: {
    version: 1,
    schema: z.object({ code: couponCodeSchema, orgId: idSchema, details: couponDetailsSchema, savedBy: idSchema }),
  },
  /** Counted against the limits until released; an unconfirmed one stops counting when its hold expires. */
  CouponRedeemed: {
    version: 1,
    schema: z.object({ code: couponCodeSchema, orderId: idSchema, userId: idSchema, discount: minorUnits, holdExpiresAt: isoDateTime }),
  },
  CouponRedemptionConfirmed: { version: 1, schema: z.object({ code: couponCodeSchema, orderId: idSchema }) },
  CouponRedemptionReleased: { version: 1, schema: z.object({ code: couponCodeSchema, orderId: idSchema }) },
  /** A private coupon given to one user (a spin-wheel reward). */
  CouponGranted: { version: 1, schema: z.object({ code: couponCodeSchema, userId: idSchema }) },
} as const;

type CouponDefs = typeof couponEvents;
export type CouponEvent = { [T in keyof CouponDefs]: { type: T; data: z.infer<CouponDefs[T]['schema']> } }[keyof CouponDefs];

/** Spec section 3 Coupon as read (campaign wheels list them). */
export const couponDocumentSchema = z.object({
  id: z.string(),
  code: z.string(),
  orgId: z.string(),
  description: z.string(),
  couponType: z.string(),
  campaignId: z.string().nullable(),
  discountType: z.string(),
  amountorper: z.number(),
  maxDiscountAmount: z.number().nullable(),
  minimumAmountToApply: z.number(),
  usageLimit: z.number(),
  usageLimitPerUser: z.number(),
  from: z.string(),
  to: z.string(),
  status: z.string(),
  privacy: z.string(),
  cities: z.array(z.string()),
  services: z.array(z.string()),
  updated: z.string(),
});
export type CouponDocument = z.infer<typeof couponDocumentSchema>;
