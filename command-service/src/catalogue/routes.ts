import { DomainError, catalogueApi, catalogueStreams, slotsOfField, ownValue, type Actor, type CatalogueEvent } from '@sports/contracts';
import { mayOnOrg, mayOnPlatform } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { slotDayDecider, type SlotCommandMessage } from '../bookings/slotDecider';
import { organisationDecider, spaceDecider, type CatalogueCommandMessage } from './spaceDecider';
import { registerCityCommandRoutes } from './cityRoutes';

/**
 * Managers of an organisation describe its catalogue; its staff block and unblock slots
 * (accounts/permissions.ts mayOnOrg: manageOrg and readOrg).
 */
const requireOrg = (actor: Actor, action: 'manageOrg' | 'readOrg', orgId: string) => {
  if (!mayOnOrg(actor, action, orgId))
    throw new DomainError(
      'FORBIDDEN',
      action === 'manageOrg' ? 'Only a manager of this organisation may do this' : 'Only staff of this organisation may do this',
      'orgId',
    );
};

export const registerCatalogueCommandRoutes = (api: Api, handler: CommandHandler): void => {
  registerCityCommandRoutes(api, handler);
  const space = (command: CatalogueCommandMessage & { data: { spaceId: string } }) =>
    handler.handle({
      streamId: catalogueStreams.space(command.data.spaceId),
      decider: spaceDecider,
      command,
      reply: (events: CatalogueEvent[]) => events,
    });

  /** A space of this organisation, or 404 (another organisation's space is not theirs to see). */
  const spaceOf = async (orgId: string, spaceId: string) => {
    const state = await handler.read(catalogueStreams.space(spaceId), spaceDecider);
    if (!state.exists || state.orgId !== orgId) throw new DomainError('SPACE_NOT_FOUND', 'This organisation has no such space', 'spaceId');
    return state;
  };

  api.bind(catalogueApi.registerOrganisation, async (input) => {
    const { orgId } = input.params;
    requireOrg(input.actor, 'manageOrg', orgId);
    const { status, ...details } = input.body;
    const stream = catalogueStreams.organisation(orgId);
    const before = await handler.read(stream, organisationDecider);
    // Suspending an organisation is the platform's call, not its managers' (a status they already have is no change).
    if (status !== undefined && status !== before.status && !mayOnPlatform(input.actor, 'setOrganisationStatus'))
      throw new DomainError('FORBIDDEN', 'Only platform admins change the status of an organisation', 'status');
    const command: CatalogueCommandMessage = {
      type: 'RegisterOrganisation',
      data: { orgId, details, ...(status ? { status } : {}) },
      context: contextOf(input),
    };
    const result = await handler.handle({
      streamId: stream,
      decider: organisationDecider,
      command,
      reply: () => ({ message: 'success' as const, data: { orgId } }),
    });
    return { ...respond(result), status: before.orgId ? 200 : 201 };
  });

  api.bind(catalogueApi.saveSpace, async (input) => {
    const { orgId, spaceId } = input.params;
    requireOrg(input.actor, 'manageOrg', orgId);
    // The platform's rate is the platform's to set, not the venue's.
    if (input.body.commissionPercent !== undefined && !mayOnPlatform(input.actor, 'setCommission'))
      throw new DomainError('FORBIDDEN', 'Only platform admins set the commission rate', 'commissionPercent');
    const organisation = await handler.read(catalogueStreams.organisation(orgId), organisationDecider);
    if (!organisation.orgId) throw new DomainError('ORGANISATION_NOT_FOUND', 'Register the organisation first', 'orgId');
    const result = await space({ type: 'CreateSpace', data: { spaceId, orgId, details: input.body }, context: contextOf(input) });
    return respond({ ...result, reply: { message: 'success' as const, data: { spaceId } } });
  });

  api.bind(catalogueApi.addField, async (input) => {
    const { orgId, spaceId, fieldKey } = input.params;
    requireOrg(input.actor, 'manageOrg', orgId);
    await spaceOf(orgId, spaceId);
    const result = await space({ type: 'AddField', data: { spaceId, fieldKey, details: input.body }, context: contextOf(input) });
    const fieldId = `${spaceId}.${fieldKey}`;
    return respond({ ...result, reply: { message: 'success' as const, data: { fieldId } } });
  });

  api.bind(catalogueApi.configureTimeRange, async (input) => {
    const { orgId, spaceId, timeRangeConfigId } = input.params;
    requireOrg(input.actor, 'manageOrg', orgId);
    await spaceOf(orgId, spaceId);
    const result = await space({
      type: 'ConfigureTimeRange',
      data: { spaceId, timeRangeConfigId, details: input.body },
      context: contextOf(input),
    });
    return respond({ ...result, reply: { message: 'success' as const, data: { timeRangeConfigId } } });
  });

  api.bind(catalogueApi.configureMembership, async (input) => {
    const { orgId, spaceId, membershipId } = input.params;
    requireOrg(input.actor, 'manageOrg', orgId);
    await spaceOf(orgId, spaceId);
    const result = await space({
      type: 'ConfigureMembership',
      data: { spaceId, membershipId, plan: input.body },
      context: contextOf(input),
    });
    return respond({ ...result, reply: { message: 'success' as const, data: { membershipId } } });
  });

  for (const [route, type] of [
    [catalogueApi.blockSlots, 'BlockSlots'],
    [catalogueApi.unblockSlots, 'UnblockSlots'],
  ] as const) {
    api.bind(route, async (input) => {
      const { orgId, spaceId } = input.params;
      requireOrg(input.actor, 'readOrg', orgId);
      const state = await spaceOf(orgId, spaceId);
      const { fieldId, date, startTimes } = input.body;
      if (!ownValue(state.fields, fieldId)) throw new DomainError('FIELD_NOT_FOUND', 'The space has no such field', 'fieldId');
      const day = slotsOfField(state, fieldId, date);
      const slots = startTimes.map((startTime, i) => {
        const slot = day.find((s) => s.startTime === startTime);
        if (!slot) throw new DomainError('SLOT_NOT_FOUND', 'The field has no slot starting then on that date', `startTimes.${i}`);
        return { slotId: slot.slotId, startTime: slot.startTime, endTime: slot.endTime };
      });
      const key = { spaceId, fieldId, date };
      const reason = 'reason' in input.body ? input.body.reason : undefined;
      const command = (
        type === 'BlockSlots'
          ? { type, data: { ...key, slots, ...(reason ? { reason } : {}) }, context: contextOf(input) }
          : { type, data: { ...key, slotIds: slots.map((s) => s.slotId) }, context: contextOf(input) }
      ) as SlotCommandMessage;
      const slotIds = slots.map((s) => s.slotId);
      try {
        const result = await handler.handle({
          streamId: catalogueStreams.slotDay(fieldId, date),
          decider: slotDayDecider,
          command,
          reply: () => ({ message: 'success' as const, data: { fieldId, date, slotIds } }),
        });
        return respond(result);
      } catch (error) {
        // The slot stream names the slot; the caller sent start times.
        if (error instanceof DomainError && slotIds.includes(error.field ?? ''))
          throw new DomainError(error.code, error.message, `startTimes.${slotIds.indexOf(error.field!)}`);
        throw error;
      }
    });
  }
};
