import { couponsApi, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../api/http';
import { withSession } from '../session/withSession';

export type PlayerWheel = RouteResponse<typeof couponsApi.listWheels>['data'][number];
export type SpinOutcome = RouteResponse<typeof couponsApi.spin>['data'];

/** The wheels with prizes set, prizes in words (docs/adr/0110-spin-wheel-server.md). */
export const fetchWheels = async (): Promise<PlayerWheel[]> =>
  (await requestJson(couponsApi.listWheels.path, couponsApi.listWheels.response)).data;

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));

/**
 * Spins for the signed-in player: the server draws (once; a later spin answers the same), then the
 * prize drawn, if any, is taken with set/reward so its private coupon works at checkout.
 */
export const spinWheel = (campaignId: string, userId: string): Promise<SpinOutcome> =>
  withSession(async (token) => {
    const { data } = await requestJson(fill(couponsApi.spin.path, { campaignId }), couponsApi.spin.response, { method: 'POST', token });
    if (data.code && !data.rewardTaken) {
      const path = `${fill(couponsApi.setReward.path, { campaignId, code: data.code })}?${new URLSearchParams({ userId })}`;
      await requestJson(path, couponsApi.setReward.response, {
        method: 'PUT',
        token,
        headers: { 'idempotency-key': `reward-${campaignId}-${userId}` },
      });
      return { ...data, rewardTaken: true };
    }
    return data;
  });
