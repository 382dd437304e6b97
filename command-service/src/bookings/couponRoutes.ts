import { DomainError, catalogueStreams, couponsApi } from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { organisationDecider } from '../catalogue/spaceDecider';
import { couponDecider, type CouponCommandMessage } from './couponDecider';
import { registerSpinWheelRoutes } from './spinWheel/spinWheelRoutes';

export const registerCouponCommandRoutes = (api: Api, handler: CommandHandler): void => {
  const coupon = (command: CouponCommandMessage) =>
    handler.handle({ streamId: catalogueStreams.coupon(command.data.code), decider: couponDecider, command, reply: () => null });

  api.bind(couponsApi.saveCoupon, async (input) => {
    const { orgId, code } = input.params;
    if (!mayOnOrg(input.actor, 'manageOrg', orgId))
      throw new DomainError('FORBIDDEN', 'Only a manager of this organisation may do this', 'orgId');
    if (!(await handler.read(catalogueStreams.organisation(orgId), organisationDecider)).orgId)
      throw new DomainError('ORGANISATION_NOT_FOUND', 'Register the organisation first', 'orgId');
    const result = await coupon({ type: 'SaveCoupon', data: { code, orgId, details: input.body }, context: contextOf(input) });
    return respond({ ...result, reply: { message: 'success' as const, data: { code } } });
  });

  registerSpinWheelRoutes(api, handler);
};
