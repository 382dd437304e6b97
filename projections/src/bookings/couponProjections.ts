import type { CampaignEvent, CampaignRewardDocument, CouponDocument, CouponEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const COUPONS_COLLECTION = 'coupons';
export const CAMPAIGN_REWARDS_COLLECTION = 'campaignRewards';

/** Coupons as saved (spec section 3 Coupon), for campaign wheels and the back office. */
export const couponProjection = defineProjection<CouponDocument>({
  name: 'coupons',
  // The coupons list sorts by each column it shows (issue 20 item 4).
  collection: {
    name: COUPONS_COLLECTION,
    indexes: [
      { fields: [['campaignId', 1], ['code', 1]] },
      { fields: [['orgId', 1], ['code', 1]] },
      ...(['description', 'status', 'couponType', 'from', 'to', 'usageLimit'] as const).map((field) => ({ fields: [['orgId', 1], [field, 1]] as [string, 1 | -1][] })),
    ],
  },
  handles: ['CouponSaved'],
  documentId: (event) => (event.data as { code: string }).code,
  evolve: (_doc, recorded: RecordedEvent) => {
    const { data } = recorded as unknown as Extract<CouponEvent, { type: 'CouponSaved' }>;
    const { details } = data;
    return {
      id: data.code,
      code: data.code,
      orgId: data.orgId,
      description: details.description,
      couponType: details.couponType,
      campaignId: details.campaignId ?? null,
      discountType: details.discountType,
      amountorper: details.amountorper,
      maxDiscountAmount: details.maxDiscountAmount ?? null,
      minimumAmountToApply: details.minimumAmountToApply,
      usageLimit: details.usageLimit,
      usageLimitPerUser: details.usageLimitPerUser,
      from: details.from,
      to: details.to,
      status: details.status,
      privacy: details.privacy,
      cities: details.cities,
      services: details.services,
      updated: recorded.metadata.time,
    };
  },
});

export const campaignRewardIdOf = (campaignId: string, userId: string) => `${campaignId}|${userId}`;

/** Which user got which reward from a spin-wheel campaign (once each). */
export const campaignRewardProjection = defineProjection<CampaignRewardDocument>({
  name: 'campaignRewards',
  collection: { name: CAMPAIGN_REWARDS_COLLECTION, indexes: [{ fields: [['campaignId', 1], ['userId', 1]] }] },
  handles: ['CampaignRewardGranted'],
  documentId: (event) => {
    const { campaignId, userId } = event.data as { campaignId: string; userId: string };
    return campaignRewardIdOf(campaignId, userId);
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const { data } = recorded as unknown as CampaignEvent;
    return doc ?? { id: campaignRewardIdOf(data.campaignId, data.userId), ...data, granted: recorded.metadata.time };
  },
});
