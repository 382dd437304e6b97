import { DomainError, OFFERING_KINDS, catalogueStreams, offeringStream, offeringsApi, type Offering } from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { offeringDecider, type OfferingCommandMessage } from './offeringDecider';
import { spaceDecider } from './spaceDecider';

/** Managers of an organisation save its classes, packs, lockers, meets and tournaments (as they do spaces and memberships). */
export const registerOfferingCommandRoutes = (api: Api, handler: CommandHandler): void => {
  for (const kind of OFFERING_KINDS) {
    api.bind(offeringsApi.SAVE_OFFERING_ROUTES[kind], async (input) => {
      const { orgId, spaceId, key } = input.params;
      if (!mayOnOrg(input.actor, 'manageOrg', orgId))
        throw new DomainError('FORBIDDEN', 'Only a manager of this organisation may do this', 'orgId');
      const space = await handler.read(catalogueStreams.space(spaceId), spaceDecider);
      if (!space.exists || space.orgId !== orgId || !space.details)
        throw new DomainError('SPACE_NOT_FOUND', 'This organisation has no such space', 'spaceId');
      const itemId = `${spaceId}.${key}`;
      const command = {
        type: 'SaveOffering',
        data: {
          kind,
          itemId,
          spaceId,
          orgId,
          offering: { kind, details: input.body } as Offering,
          taxIds: space.details.taxes.map((t) => t.taxId),
          listingIds: space.details.listings.map((l) => l.listingId),
        },
        context: contextOf(input),
      } satisfies OfferingCommandMessage;
      const result = await handler.handle({
        streamId: offeringStream(kind, itemId),
        decider: offeringDecider,
        command,
        reply: () => ({ message: 'success' as const, data: { itemId } }),
      });
      return respond(result);
    });
  }
};
