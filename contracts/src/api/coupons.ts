import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { catalogueIdSchema } from '../catalogue/shapes';
import { campaignIdSchema, couponCodeSchema, couponDetailsSchema, couponDocumentSchema } from '../bookings/coupons';
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
  summary: 'Spec section 7: the coupons of a spin-wheel campaign (the wheel\'s rewards), active ones only.',
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
  summary: 'Spec section 7 "validate/users/{a}/{b}", read as campaign and user: may this user spin the wheel (a reward is granted once per user and campaign)? The user themselves.',
  tag: 'Coupons',
  auth: 'required',
  params: z.object({ campaignId: campaignIdSchema, userId: idSchema }).strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ eligible: z.boolean(), reason: z.literal('REWARD_ALREADY_GRANTED').nullable(), reward: z.string().nullable() }) }),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
});

export const setReward = defineRoute({
  operationId: 'setCouponReward',
  method: 'put',
  path: '/api/b2c/coupon/set/reward/{campaignId}/{code}',
  summary: 'Spec section 7 "set/reward/{a}/{b}?userId={id}", read as campaign and coupon: the wheel landed on this coupon; it is given to the user once per campaign. The user themselves.',
  tag: 'Coupons',
  auth: 'required',
  idempotent: true,
  params: z.object({ campaignId: campaignIdSchema, code: couponCodeSchema }).strict(),
  query: z.object({ userId: idSchema }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ campaignId: z.string(), code: z.string(), userId: z.string() })),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'COUPON_NOT_FOUND', 'CAMPAIGN_NOT_FOUND', 'REWARD_ALREADY_GRANTED', 'IDEMPOTENCY_KEY_REUSED'],
});
