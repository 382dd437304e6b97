import { DomainError, couponsApi, type CampaignRewardDocument, type CouponDocument } from '@sports/contracts';
import { CAMPAIGN_REWARDS_COLLECTION, COUPONS_COLLECTION, campaignRewardIdOf, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';

/** The spin-wheel reads of spec section 7 "Coupons". */
export const registerCouponQueryRoutes = (api: Api, store: DocumentStore): void => {
  api.bind(couponsApi.getCampaign, async ({ params }) => {
    const coupons = await store.find<CouponDocument>(COUPONS_COLLECTION, { filter: { campaignId: params.id }, sort: [['code', 1]] });
    return { body: { data: coupons.filter((c) => c.status === 'active') } };
  });

  api.bind(couponsApi.validateCampaignUser, async ({ params, actor }) => {
    if (params.userId !== actor.userId && actor.role !== 'admin') throw new DomainError('FORBIDDEN', 'Only the user themselves', 'userId');
    const reward = await store.get<CampaignRewardDocument>(CAMPAIGN_REWARDS_COLLECTION, campaignRewardIdOf(params.campaignId, params.userId));
    return { body: { data: { eligible: !reward, reason: reward ? ('REWARD_ALREADY_GRANTED' as const) : null, reward: reward?.code ?? null } } };
  });
};
