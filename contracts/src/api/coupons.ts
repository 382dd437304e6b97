import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { catalogueIdSchema } from '../catalogue/shapes';
import { campaignIdSchema, couponCodeSchema, couponDetailsSchema, couponDocumentSchema } from '../bookings/coupons';
import { spinResultSchema, spinWheelPrizesSchema } from '../bookings/couponsSpinWheel';
import { reply } from './gameRouteParts';
import { defineRoute } from './route';

/** Coupons (spec section 3 Coupon; section 7 "Coupons"). A coupon applies through the cart's couponCode at CreateOrder. */
export const saveCoupon = defineRoute({
  operationId: 'saveCoupon',
  method: 'put',
  path: '/org-api/{orgId}/coupons/{code}',
  summary: 'Create or update a coupon of the organisation with every Coupon field of spec section 3. Managers of the organisation.',
  tag: 'Coupons',
  auth: 'required',
  idempotent: true,
  params: z.object({ orgId: catalogueIdSchema, code: couponCodeSchema }).strict(),
  body: couponDetailsSchema,
  successStatus: 200,
  response: reply('success', z.object({ code: z.string() })),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'ORGANISATION_NOT_FOUND', 'COUPON_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
});

export const getCampaign = defineRoute({
  operationId: 'getCouponCampaign',
  method: 'get',
  path: '/api/b2c/coupon/get/campaign/{id}',
  summary:
    'Spec section 7: the public, active coupons of a campaign. A private coupon (every spin-wheel prize) is never listed: only a spin gives it (docs/adr/0110-spin-wheel-server.md).',
  tag: 'Coupons',
  auth: 'none',
  params: z.object({ id: campaignIdSchema }).strict(),
  successStatus: 200,
  response: z.object({ data: z.array(couponDocumentSchema) }),
  errors: ['VALIDATION_FAILED'],
});

export const validateCampaignUser = defineRoute({
  operationId: 'validateCouponCampaignUser',
  method: 'get',
  path: '/api/b2c/coupon/validate/users/{campaignId}/{userId}',
  summary:
    'Spec section 7 "validate/users/{a}/{b}", read as campaign and user: may this user still spin the wheel (one draw per user and campaign)? The user themselves.',
  tag: 'Coupons',
  auth: 'required',
  params: z.object({ campaignId: campaignIdSchema, userId: idSchema }).strict(),
  successStatus: 200,
  response: z.object({
    data: z.object({
      eligible: z.boolean(),
      /** Why not: the wheel has no prizes yet, the user already spun (reward: what was drawn), or already took the reward. */
      reason: z.enum(['SPIN_WHEEL_NOT_SET', 'ALREADY_SPUN', 'REWARD_ALREADY_GRANTED']).nullable(),
      reward: z.string().nullable(),
    }),
  }),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
});

export const setReward = defineRoute({
  operationId: 'setCouponReward',
  method: 'put',
  path: '/api/b2c/coupon/set/reward/{campaignId}/{code}',
  summary:
    'Spec section 7 "set/reward/{a}/{b}?userId={id}", read as campaign and coupon: the user takes the prize the server drew for them (POST spin), and its private coupon becomes theirs. Any other code, or no spin yet: 409, nothing granted. The user themselves (admins on their behalf).',
  tag: 'Coupons',
  auth: 'required',
  idempotent: true,
  params: z.object({ campaignId: campaignIdSchema, code: couponCodeSchema }).strict(),
  query: z.object({ userId: idSchema }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ campaignId: z.string(), code: z.string(), userId: z.string() })),
  errors: [
    'VALIDATION_FAILED',
    'FORBIDDEN',
    'COUPON_NOT_FOUND',
    'CAMPAIGN_NOT_FOUND',
    'SPIN_REQUIRED',
    'REWARD_NOT_DRAWN',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});

/**
 * The wheel is spun on the server (docs/adr/0110-spin-wheel-server.md): once per
 * user and campaign; every later spin answers the recorded draw. No Idempotency-Key: the draw is
 * already one per user, and a retry must not be refused for a fresh random number.
 */
export const spin = defineRoute({
  operationId: 'spinCouponWheel',
  method: 'post',
  path: '/api/b2c/coupon/spin/{campaignId}',
  summary:
    "Spin a campaign's wheel: the server draws the prize by the odds staff set, once per user; a second spin answers the same result. The signed-in user, for themselves.",
  tag: 'Coupons',
  auth: 'required',
  params: z.object({ campaignId: campaignIdSchema }).strict(),
  successStatus: 200,
  response: reply('success', spinResultSchema),
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'SPIN_WHEEL_NOT_SET', 'CONCURRENCY_CONFLICT'],
});

/** Staff set a campaign's prizes and odds: 2-12 slices, each a spin-wheel coupon of the organisation and campaign (or no prize) with a weight. */
export const setSpinWheelPrizes = defineRoute({
  operationId: 'setSpinWheelPrizes',
  method: 'put',
  path: '/org-api/{orgId}/spin-wheels/{campaignId}',
  summary:
    "Set a spin-wheel campaign's prizes and their odds (weights). Every code must be a spin-wheel coupon of this organisation and campaign. Managers of the organisation.",
  tag: 'Coupons',
  auth: 'required',
  idempotent: true,
  params: z.object({ orgId: catalogueIdSchema, campaignId: campaignIdSchema }).strict(),
  body: spinWheelPrizesSchema,
  successStatus: 200,
  response: reply('success', z.object({ campaignId: z.string(), version: z.number() })),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'ORGANISATION_NOT_FOUND', 'CAMPAIGN_NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
});

/** How many wheels the players' list answers at most. */
export const MAX_LISTED_WHEELS = 50;

/**
 * The wheels players may spin, with each slice's prize in words and its chance: what the player's
 * wheel draws. Never a code (docs/adr/0110-spin-wheel-server.md). Public.
 */
export const listWheels = defineRoute({
  operationId: 'listCouponWheels',
  method: 'get',
  path: '/api/b2c/coupon/wheels',
  summary:
    'The spin wheels with prizes set: each slice\'s prize in words ("₹100 off", or "No prize") and its chance in percent; never a coupon code. Public.',
  tag: 'Coupons',
  auth: 'none',
  successStatus: 200,
  response: z.object({
    data: z.array(
      z.object({ campaignId: z.string(), slices: z.array(z.object({ label: z.string(), percent: z.number(), prize: z.boolean() })) }),
    ),
  }),
  errors: [],
});
