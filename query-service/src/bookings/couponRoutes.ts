import { DomainError, couponsApi, type CampaignRewardDocument, type CouponDocument, type SpinWheelDocument } from '@sports/contracts';
import {
  CAMPAIGN_REWARDS_COLLECTION,
  COUPONS_COLLECTION,
  SPIN_WHEELS_COLLECTION,
  campaignRewardIdOf,
  type DocumentStore,
} from '@sports/projections';
import type { Api } from '@sports/service-kit';

/** The spin-wheel reads of spec section 7 "Coupons" (docs/adr/0110-spin-wheel-server.md). */
export const registerCouponQueryRoutes = (api: Api, store: DocumentStore): void => {
  api.bind(couponsApi.getCampaign, async ({ params }) => {
    // Public: a private coupon (every prize of a wheel) is only ever given by a spin, never listed.
    const coupons = await store.find<CouponDocument>(COUPONS_COLLECTION, { filter: { campaignId: params.id }, sort: [['code', 1]] });
    return { body: { data: coupons.filter((c) => c.status === 'active' && c.privacy === 'public') } };
  });

  // The wheels as players see them: the prizes in words and their chances, never their codes.
  api.bind(couponsApi.listWheels, async () => {
    const wheels = await store.find<SpinWheelDocument>(SPIN_WHEELS_COLLECTION, {
      filter: { prizesVersion: { $gt: 0 } },
      sort: [['campaignId', 1]],
      limit: couponsApi.MAX_LISTED_WHEELS,
    });
    const data = wheels.map((wheel) => {
      const described = new Map(wheel.candidates.map((c) => [c.code, c.description]));
      const slices = wheel.slices.map((s) => ({
        label: s.code ? described.get(s.code) || 'A coupon' : 'No prize',
        percent: Math.round((s.weight / wheel.totalWeight) * 1000) / 10,
        prize: s.code !== null,
      }));
      return { campaignId: wheel.campaignId, slices };
    });
    return { body: { data } };
  });

  api.bind(couponsApi.validateCampaignUser, async ({ params, actor }) => {
    if (params.userId !== actor.userId && actor.role !== 'admin') throw new DomainError('FORBIDDEN', 'Only the user themselves', 'userId');
    const [spin, wheel] = await Promise.all([
      store.get<CampaignRewardDocument>(CAMPAIGN_REWARDS_COLLECTION, campaignRewardIdOf(params.campaignId, params.userId)),
      store.get<SpinWheelDocument>(SPIN_WHEELS_COLLECTION, params.campaignId),
    ]);
    const reason = spin?.code
      ? ('REWARD_ALREADY_GRANTED' as const)
      : spin
        ? ('ALREADY_SPUN' as const)
        : !wheel?.prizesVersion
          ? ('SPIN_WHEEL_NOT_SET' as const)
          : null;
    return { body: { data: { eligible: reason === null, reason, reward: spin?.code ?? spin?.drawn ?? null } } };
  });
};
