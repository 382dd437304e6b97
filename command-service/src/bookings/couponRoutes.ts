import { DomainError, catalogueStreams, couponsApi, mayOnOrg, type CampaignEvent } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import type { Command, Decider } from '../core/decider';
import { contextOf, respond } from '../core/http';
import { organisationDecider } from '../catalogue/spaceDecider';
import { couponDecider, type CouponCommandMessage } from './couponDecider';

type GrantReward = { type: 'GrantReward'; data: { campaignId: string; userId: string; code: string }; context: Command['context'] };

/** A spin-wheel campaign's stream: one reward per user, however often the wheel is spun. */
export const campaignDecider: Decider<GrantReward, CampaignEvent, Set<string>> = {
  initialState: () => new Set(),
  evolve: (rewarded, event) => new Set(rewarded).add(event.data.userId),
  decide: (command, rewarded) => {
    if (rewarded.has(command.data.userId)) throw new DomainError('REWARD_ALREADY_GRANTED', 'This user already has a reward from this campaign', 'userId');
    return [{ type: 'CampaignRewardGranted', data: command.data }];
  },
};

export const registerCouponCommandRoutes = (api: Api, handler: CommandHandler): void => {
  const coupon = (command: CouponCommandMessage) => handler.handle({ streamId: catalogueStreams.coupon(command.data.code), decider: couponDecider, command, reply: () => null });

  api.bind(couponsApi.saveCoupon, async (input) => {
    const { orgId, code } = input.params;
    if (!mayOnOrg(input.actor, 'manageOrg', orgId)) throw new DomainError('FORBIDDEN', 'Only a manager of this organisation may do this', 'orgId');
    if (!(await handler.read(catalogueStreams.organisation(orgId), organisationDecider)).orgId) throw new DomainError('ORGANISATION_NOT_FOUND', 'Register the organisation first', 'orgId');
    const result = await coupon({ type: 'SaveCoupon', data: { code, orgId, details: input.body }, context: contextOf(input) });
    return respond({ ...result, reply: { message: 'success' as const, data: { code } } });
  });

  api.bind(couponsApi.setReward, async (input) => {
    const { campaignId, code } = input.params;
    const { userId } = input.query;
    // The user spins for themselves (admins may grant on a user's behalf, e.g. for support).
    if (userId !== input.actor.userId && input.actor.role !== 'admin') throw new DomainError('FORBIDDEN', 'A reward is set for the signed-in user', 'userId');
    const state = await handler.read(catalogueStreams.coupon(code), couponDecider);
    if (!state.details) throw new DomainError('COUPON_NOT_FOUND', 'No such coupon', 'code');
    if (state.details.campaignId !== campaignId) throw new DomainError('CAMPAIGN_NOT_FOUND', 'This coupon is not a reward of this campaign', 'campaignId');
    const context = contextOf(input);
    const result = await handler.handle({
      streamId: catalogueStreams.campaign(campaignId),
      decider: campaignDecider,
      command: { type: 'GrantReward', data: { campaignId, userId, code }, context },
      reply: () => ({ message: 'success' as const, data: { campaignId, code, userId } }),
    });
    await coupon({ type: 'GrantCoupon', data: { code, userId }, context: { ...context, commandId: `${context.commandId}.grant` } });
    return respond(result);
  });
};
