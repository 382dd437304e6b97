import { DomainError, catalogueStreams, payoutStream, payoutsApi, type Actor } from '@sports/contracts';
import { mayOnPlatform, type PlatformAction } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { derivedId } from '../games/derivedIds';
import { organisationDecider, spaceDecider, type CatalogueCommandMessage } from '../catalogue/spaceDecider';
import { payoutDecider } from './payoutDecider';

const requirePlatform = (actor: Actor, action: PlatformAction) => {
  if (!mayOnPlatform(actor, action)) throw new DomainError('FORBIDDEN', 'Only platform admins may do this', 'orgId');
};

/** Platform admins settle payouts with venue partners and set commission rates. */
export const registerPayoutCommandRoutes = (api: Api, handler: CommandHandler): void => {
  const organisationOf = async (orgId: string) => {
    const organisation = await handler.read(catalogueStreams.organisation(orgId), organisationDecider);
    if (!organisation.orgId) throw new DomainError('ORGANISATION_NOT_FOUND', 'No such organisation', 'orgId');
  };

  api.bind(payoutsApi.settlePayout, async (input) => {
    const { orgId } = input.params;
    requirePlatform(input.actor, 'settlePayouts');
    await organisationOf(orgId);
    const settlementId = derivedId('s', [orgId, input.body.reference], 23);
    const command = { type: 'SettlePayout' as const, data: { ...input.body, orgId, settlementId }, context: contextOf(input) };
    return respond(
      await handler.handle({
        streamId: payoutStream(orgId),
        decider: payoutDecider,
        command,
        reply: () => ({ message: 'success' as const, data: { settlementId } }),
      }),
    );
  });

  api.bind(payoutsApi.setOrganisationCommission, async (input) => {
    const { orgId } = input.params;
    requirePlatform(input.actor, 'setCommission');
    const { commissionPercent } = input.body;
    const command: CatalogueCommandMessage = {
      type: 'SetOrganisationCommission',
      data: { orgId, commissionPercent },
      context: contextOf(input),
    };
    return respond(
      await handler.handle({
        streamId: catalogueStreams.organisation(orgId),
        decider: organisationDecider,
        command,
        reply: () => ({ message: 'success' as const, data: { commissionPercent } }),
      }),
    );
  });

  api.bind(payoutsApi.setSpaceCommission, async (input) => {
    const { orgId, spaceId } = input.params;
    requirePlatform(input.actor, 'setCommission');
    const space = await handler.read(catalogueStreams.space(spaceId), spaceDecider);
    if (!space.exists || space.orgId !== orgId) throw new DomainError('SPACE_NOT_FOUND', 'This organisation has no such space', 'spaceId');
    const { commissionPercent } = input.body;
    const command: CatalogueCommandMessage = {
      type: 'SetSpaceCommission',
      data: { spaceId, commissionPercent },
      context: contextOf(input),
    };
    return respond(
      await handler.handle({
        streamId: catalogueStreams.space(spaceId),
        decider: spaceDecider,
        command,
        reply: () => ({ message: 'success' as const, data: { commissionPercent } }),
      }),
    );
  });
};
