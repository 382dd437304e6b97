import {
  totalWeightOf,
  type CampaignEvent,
  type CampaignRewardDocument,
  type CouponDocument,
  type CouponEvent,
  type RecordedEvent,
  type SpinWheelDocument,
} from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const COUPONS_COLLECTION = 'coupons';
export const CAMPAIGN_REWARDS_COLLECTION = 'campaignRewards';
export const SPIN_WHEELS_COLLECTION = 'spinWheels';

/** Coupons as saved (spec section 3 Coupon), for campaign wheels and the back office. */
export const couponProjection = defineProjection<CouponDocument>({
  name: 'coupons',
  // The coupons list sorts by each column it shows (docs/backoffice.md).
  collection: {
    name: COUPONS_COLLECTION,
    indexes: [
      {
        fields: [
          ['campaignId', 1],
          ['code', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['code', 1],
        ],
      },
      ...(['description', 'status', 'couponType', 'from', 'to', 'usageLimit'] as const).map((field) => ({
        fields: [
          ['orgId', 1],
          [field, 1],
        ] as [string, 1 | -1][],
      })),
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

/** Each user's spin of a spin-wheel campaign: what the server drew, and the reward taken (once each). */
export const campaignRewardProjection = defineProjection<CampaignRewardDocument>({
  name: 'campaignRewards',
  collection: {
    name: CAMPAIGN_REWARDS_COLLECTION,
    indexes: [
      {
        fields: [
          ['campaignId', 1],
          ['userId', 1],
        ],
      },
    ],
  },
  handles: ['SpinWheelPrizeDrawn', 'CampaignRewardGranted'],
  documentId: (event) => {
    const { campaignId, userId } = event.data as { campaignId: string; userId: string };
    return campaignRewardIdOf(campaignId, userId);
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as CampaignEvent;
    const { campaignId, userId } = event.data as { campaignId: string; userId: string };
    const current = doc ?? {
      id: campaignRewardIdOf(campaignId, userId),
      campaignId,
      userId,
      drawn: null,
      drawnAt: null,
      code: null,
      granted: null,
    };
    if (event.type === 'SpinWheelPrizeDrawn') return { ...current, drawn: event.data.code, drawnAt: event.data.drawnAt };
    if (event.type === 'CampaignRewardGranted')
      return current.code ? current : { ...current, code: event.data.code, granted: recorded.metadata.time };
    return current;
  },
});

type CouponSaved = Extract<CouponEvent, { type: 'CouponSaved' }>;
const isWheelCoupon = (event: RecordedEvent) => {
  const { details } = (event as unknown as CouponSaved).data;
  return details.couponType === 'spinWheel' && details.campaignId !== undefined;
};

/**
 * A spin-wheel campaign as the back office shows it (docs/adr/0110-spin-wheel-server.md): the prizes and odds set, the organisation's
 * spin-wheel coupons of the campaign that may
 * be prizes, and how many users spun. A campaign appears with its first spin-wheel coupon.
 */
export const spinWheelProjection = defineProjection<SpinWheelDocument>({
  name: 'spinWheels',
  collection: {
    name: SPIN_WHEELS_COLLECTION,
    indexes: [
      // The players' list: wheels with prizes, by campaign.
      {
        fields: [
          ['prizesVersion', 1],
          ['campaignId', 1],
        ],
      },
      ...(['campaignId', 'spins', 'updated'] as const).map((field) => ({
        fields: [
          ['orgId', 1],
          [field, 1],
        ] as [string, 1 | -1][],
      })),
    ],
  },
  handles: ['CouponSaved', 'SpinWheelPrizesSet', 'SpinWheelPrizeDrawn'],
  documentId: (event) => {
    if (event.type === 'CouponSaved') return isWheelCoupon(event) ? (event as unknown as CouponSaved).data.details.campaignId! : null;
    return (event.data as { campaignId: string }).campaignId;
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const updated = recorded.metadata.time;
    if (recorded.type === 'CouponSaved') {
      const { code, orgId, details } = (recorded as unknown as CouponSaved).data;
      const wheel = doc ?? {
        id: details.campaignId!,
        campaignId: details.campaignId!,
        orgId,
        slices: [],
        prizesVersion: 0,
        totalWeight: 0,
        candidates: [],
        spins: 0,
        updated,
      };
      // A coupon of another organisation naming the same campaign is no prize of this wheel.
      if (wheel.orgId !== orgId) return wheel;
      const candidates = [
        ...wheel.candidates.filter((c) => c.code !== code),
        { code, description: details.description, privacy: details.privacy },
      ].sort((a, b) => a.code.localeCompare(b.code));
      return { ...wheel, candidates, updated };
    }
    const event = recorded as unknown as CampaignEvent;
    if (event.type === 'SpinWheelPrizesSet') {
      const { campaignId, orgId, slices, version } = event.data;
      const wheel =
        doc && doc.orgId === orgId
          ? doc
          : { id: campaignId, campaignId, orgId, slices: [], prizesVersion: 0, totalWeight: 0, candidates: [], spins: 0, updated };
      return { ...wheel, slices, prizesVersion: version, totalWeight: totalWeightOf(slices), updated };
    }
    if (event.type === 'SpinWheelPrizeDrawn' && doc) return { ...doc, spins: doc.spins + 1, updated };
    return doc;
  },
});
