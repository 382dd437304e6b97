import { randomInt } from 'node:crypto';
import { DomainError, catalogueStreams, couponsApi, totalWeightOf } from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../../core/commandHandler';
import { contextOf, respond } from '../../core/http';
import { organisationDecider } from '../../catalogue/spaceDecider';
import { couponDecider } from '../couponDecider';
import { spinResultOf, spinWheelDecider, type PrizeCoupon } from './spinWheelDecider';

/**
 * The spin wheel, decided by the server (docs/adr/0110-spin-wheel-server.md;
 * spec section 7 coupon calls): staff set the odds, a spin draws once per user, set/reward only
 * takes what was drawn.
 */
export const registerSpinWheelRoutes = (api: Api, handler: CommandHandler): void => {
  api.bind(couponsApi.setSpinWheelPrizes, async (input) => {
    const { orgId, campaignId } = input.params;
    if (!mayOnOrg(input.actor, 'manageOrg', orgId))
      throw new DomainError('FORBIDDEN', 'Only a manager of this organisation may do this', 'orgId');
    if (!(await handler.read(catalogueStreams.organisation(orgId), organisationDecider)).orgId)
      throw new DomainError('ORGANISATION_NOT_FOUND', 'Register the organisation first', 'orgId');
    // What each named coupon is, read from its own stream; the decider checks them against the campaign.
    const coupons: Record<string, PrizeCoupon> = {};
    for (const { code } of input.body.slices) {
      if (code === null) continue;
      const state = await handler.read(catalogueStreams.coupon(code), couponDecider);
      coupons[code] =
        state.details && state.orgId
          ? { orgId: state.orgId, couponType: state.details.couponType, campaignId: state.details.campaignId ?? null }
          : null;
    }
    const result = await handler.handle({
      streamId: catalogueStreams.campaign(campaignId),
      decider: spinWheelDecider,
      command: { type: 'SetSpinWheelPrizes', data: { campaignId, orgId, slices: input.body.slices, coupons }, context: contextOf(input) },
      reply: (_events, state) => ({ message: 'success' as const, data: { campaignId, version: state.version } }),
    });
    return respond(result);
  });

  api.bind(couponsApi.spin, async (input) => {
    const { campaignId } = input.params;
    const userId = input.actor.userId;
    const streamId = catalogueStreams.campaign(campaignId);
    const seen = await handler.read(streamId, spinWheelDecider);
    const outOf = totalWeightOf(seen.slices);
    // The random number of the draw: crypto-grade, uniform over the wheel's tickets, recorded with the draw.
    const ticket = outOf > 0 ? randomInt(0, outOf) : 0;
    const result = await handler.handle({
      streamId,
      decider: spinWheelDecider,
      command: {
        type: 'SpinWheel',
        data: { campaignId, userId, ticket, outOf: Math.max(outOf, 1), oddsVersion: seen.version },
        context: contextOf(input),
      },
      reply: (_events, state) => spinResultOf(state, campaignId, userId),
    });
    const spun = result.reply;
    if (!spun) throw new DomainError('SPIN_WHEEL_NOT_SET', 'This wheel has no prizes yet', 'campaignId');
    return respond({ ...result, reply: { message: 'success' as const, data: spun } });
  });

  api.bind(couponsApi.setReward, async (input) => {
    const { campaignId, code } = input.params;
    const { userId } = input.query;
    // The user takes their own prize (admins may on a user's behalf, e.g. for support); either way only the code drawn.
    if (userId !== input.actor.userId && input.actor.role !== 'admin')
      throw new DomainError('FORBIDDEN', 'A reward is set for the signed-in user', 'userId');
    const coupon = await handler.read(catalogueStreams.coupon(code), couponDecider);
    if (!coupon.details) throw new DomainError('COUPON_NOT_FOUND', 'No such coupon', 'code');
    if (coupon.details.campaignId !== campaignId)
      throw new DomainError('CAMPAIGN_NOT_FOUND', 'This coupon is not a reward of this campaign', 'campaignId');
    const context = contextOf(input);
    const result = await handler.handle({
      streamId: catalogueStreams.campaign(campaignId),
      decider: spinWheelDecider,
      command: { type: 'TakeReward', data: { campaignId, userId, code }, context },
      reply: () => ({ message: 'success' as const, data: { campaignId, code, userId } }),
    });
    // The grant is idempotent on the coupon's stream, so a retry after a crash here completes it.
    await handler.handle({
      streamId: catalogueStreams.coupon(code),
      decider: couponDecider,
      command: { type: 'GrantCoupon', data: { code, userId }, context: { ...context, commandId: `${context.commandId}.grant` } },
      reply: () => null,
    });
    return respond(result);
  });
};
