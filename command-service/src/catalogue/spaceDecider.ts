import {
  DomainError,
  fieldIdOf,
  timeRangesOverlap,
  minutesOf,
  ownValue,
  type CatalogueCommand,
  type CatalogueEvent,
  type MembershipPlan,
  type OrganisationDetails,
  type OrganisationStatus,
  type SpaceDetails,
  type SpaceLayout,
  type TimeRangeDetails,
} from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

export type CatalogueCommandMessage = CatalogueCommand & Pick<Command, 'context'>;
type Of<T extends CatalogueCommandMessage['type']> = Extract<CatalogueCommandMessage, { type: T }>;

/** One organisation's stream: it exists or not, with its details and status. */
export interface OrganisationState {
  orgId: string | null;
  name: string;
  details: OrganisationDetails | null;
  status: OrganisationStatus;
  /** The platform's rate on this organisation's orders, set by platform admins. */
  commissionPercent?: number;
}

/** One space's stream (spec section 3 "organisation and space"): its details, fields and time ranges. */
export interface SpaceState extends SpaceLayout {
  exists: boolean;
  orgId: string;
  details: SpaceDetails | null;
  /** The space's membership plans by id (spec section 3 membership), priced when bought. */
  memberships: Record<string, MembershipPlan>;
  /** The platform's rate on this space's orders, set by platform admins (wins over the organisation's). */
  commissionPercent?: number;
}

export const initialSpaceState = (): SpaceState => ({
  exists: false,
  spaceId: '',
  orgId: '',
  details: null,
  fields: {},
  timeRanges: {},
  memberships: {},
});

export const evolveSpace = (state: SpaceState, event: CatalogueEvent): SpaceState => {
  switch (event.type) {
    case 'SpaceCreated':
      return { ...state, exists: true, spaceId: event.data.spaceId, orgId: event.data.orgId, details: event.data.details };
    case 'SpaceUpdated':
      return { ...state, details: event.data.details };
    case 'FieldAdded':
      return {
        ...state,
        fields: {
          ...state.fields,
          [event.data.fieldId]: { fieldName: event.data.details.fieldName, listingIds: event.data.details.listingIds },
        },
      };
    case 'TimeRangeConfigured':
      return { ...state, timeRanges: { ...state.timeRanges, [event.data.timeRangeConfigId]: event.data.details } };
    case 'MembershipConfigured':
      return { ...state, memberships: { ...state.memberships, [event.data.membershipId]: event.data.plan } };
    case 'SpaceCommissionSet':
      return { ...state, commissionPercent: event.data.commissionPercent };
    case 'TimeRangeRemoved': {
      const { [event.data.timeRangeConfigId]: _removed, ...rest } = state.timeRanges;
      return { ...state, timeRanges: rest };
    }
    default:
      return state;
  }
};

const requireSpace = (state: SpaceState): SpaceDetails => {
  if (!state.exists || !state.details) throw new DomainError('SPACE_NOT_FOUND', 'No such space', 'spaceId');
  return state.details;
};

const addField = (command: Of<'AddField'>, state: SpaceState): CatalogueEvent[] => {
  const details = requireSpace(state);
  const { spaceId, fieldKey } = command.data;
  const fieldId = fieldIdOf(spaceId, fieldKey);
  if (ownValue(state.fields, fieldId)) throw new DomainError('FIELD_ALREADY_EXISTS', 'The space already has this field', 'fieldKey');
  const offered = new Set(details.listings.map((l) => l.listingId));
  const stranger = command.data.details.listingIds.findIndex((id) => !offered.has(id));
  if (stranger >= 0) throw new DomainError('LISTING_NOT_AT_SPACE', 'The space does not offer this listing', `listingIds.${stranger}`);
  return [{ type: 'FieldAdded', data: { spaceId, fieldId, details: command.data.details, addedBy: command.context.userId } }];
};

const checkTimeRange = (range: TimeRangeDetails, state: SpaceState, details: SpaceDetails, replacing: string): void => {
  const unknown = range.fieldIds.findIndex((id) => !ownValue(state.fields, id));
  if (unknown >= 0) throw new DomainError('FIELD_NOT_FOUND', 'The space has no such field', `fieldIds.${unknown}`);
  const length = minutesOf(range.endTime) - minutesOf(range.startTime);
  if (length <= 0) throw new DomainError('INVALID_TIME_RANGE', 'endTime must be after startTime', 'endTime');
  if (length % range.slotMinutes !== 0)
    throw new DomainError('INVALID_TIME_RANGE', 'The hours must divide into whole slots of slotMinutes', 'slotMinutes');
  if (range.price.enableTax && !details.taxes.some((t) => t.taxId === range.price.taxId)) {
    throw new DomainError('TAX_NOT_FOUND', 'The space has no tax with this taxId', 'price.taxId');
  }
  (range.exceedingDurationPrices ?? []).forEach((rule, i) => {
    const previous = range.exceedingDurationPrices![i - 1];
    if (rule.afterMinutes % range.slotMinutes !== 0 || (previous && rule.afterMinutes <= previous.afterMinutes)) {
      throw new DomainError(
        'INVALID_TIME_RANGE',
        'Exceeding-duration prices start at whole slots, in increasing order',
        `exceedingDurationPrices.${i}.afterMinutes`,
      );
    }
    if (rule.price.enableTax && !details.taxes.some((t) => t.taxId === rule.price.taxId))
      throw new DomainError('TAX_NOT_FOUND', 'The space has no tax with this taxId', `exceedingDurationPrices.${i}.price.taxId`);
  });
  // Slot ids are field, date and start time: two ranges on one field and weekday must not overlap.
  const clash = Object.entries(state.timeRanges).find(([id, other]) => id !== replacing && timeRangesOverlap(range, other));
  if (clash) throw new DomainError('TIME_RANGE_OVERLAPS', `Overlaps time range ${clash[0]} on a shared field and weekday`, 'startTime');
};

export const decideSpace = (command: CatalogueCommandMessage, state: SpaceState): CatalogueEvent[] => {
  const by = command.context.userId;
  switch (command.type) {
    case 'CreateSpace':
      // A space id belongs to one organisation for good; another organisation's space is not found.
      if (state.exists && state.orgId !== command.data.orgId)
        throw new DomainError('SPACE_NOT_FOUND', 'This organisation has no such space', 'spaceId');
      if (state.exists)
        return [{ type: 'SpaceUpdated', data: { spaceId: command.data.spaceId, details: command.data.details, updatedBy: by } }];
      return [{ type: 'SpaceCreated', data: { ...command.data, createdBy: by } }];
    case 'UpdateSpace':
      requireSpace(state);
      return [{ type: 'SpaceUpdated', data: { ...command.data, updatedBy: by } }];
    case 'AddField':
      return addField(command, state);
    case 'ConfigureTimeRange': {
      const details = requireSpace(state);
      checkTimeRange(command.data.details, state, details, command.data.timeRangeConfigId);
      return [{ type: 'TimeRangeConfigured', data: { ...command.data, configuredBy: by } }];
    }
    case 'ConfigureMembership': {
      const details = requireSpace(state);
      const { plan } = command.data;
      const offered = new Set(details.listings.map((l) => l.listingId));
      const stranger = plan.listingIds.findIndex((id) => !offered.has(id));
      if (stranger >= 0) throw new DomainError('LISTING_NOT_AT_SPACE', 'The space does not offer this listing', `listingIds.${stranger}`);
      if (plan.price.enableTax && !details.taxes.some((t) => t.taxId === plan.price.taxId))
        throw new DomainError('TAX_NOT_FOUND', 'The space has no tax with this taxId', 'price.taxId');
      return [{ type: 'MembershipConfigured', data: { ...command.data, configuredBy: by } }];
    }
    case 'SetSpaceCommission':
      requireSpace(state);
      return state.commissionPercent === command.data.commissionPercent
        ? []
        : [{ type: 'SpaceCommissionSet', data: { ...command.data, setBy: by } }];
    case 'RemoveTimeRange':
      requireSpace(state);
      if (!ownValue(state.timeRanges, command.data.timeRangeConfigId)) return [];
      return [{ type: 'TimeRangeRemoved', data: { ...command.data, removedBy: by } }];
    default:
      throw new DomainError('VALIDATION_FAILED', `${command.type} is not a command of a space`);
  }
};

export const spaceDecider: Decider<CatalogueCommandMessage, CatalogueEvent, SpaceState> = {
  initialState: initialSpaceState,
  evolve: evolveSpace,
  decide: decideSpace,
};

/** Values from zod or from stored JSON come in schema key order, so their JSON text compares them. */
const sameDetails = (a: OrganisationDetails | null, b: OrganisationDetails) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT /org-api/{orgId} upserts: the first save registers the organisation, later ones replace
 * its details (nothing when they are the same) and, from platform admins (checked at the route),
 * change its status.
 */
const saveOrganisation = (command: Of<'RegisterOrganisation'>, state: OrganisationState): CatalogueEvent[] => {
  const { orgId, details, status } = command.data;
  const by = command.context.userId;
  if (!state.orgId) {
    const registered: CatalogueEvent = { type: 'OrganisationRegistered', data: { orgId, name: details.name, details, registeredBy: by } };
    return status && status !== 'active'
      ? [registered, { type: 'OrganisationStatusChanged', data: { orgId, from: 'active', to: status, changedBy: by } }]
      : [registered];
  }
  const events: CatalogueEvent[] = sameDetails(state.details, details)
    ? []
    : [{ type: 'OrganisationUpdated', data: { orgId, details, updatedBy: by } }];
  if (status && status !== state.status)
    events.push({ type: 'OrganisationStatusChanged', data: { orgId, from: state.status, to: status, changedBy: by } });
  return events;
};

export const organisationDecider: Decider<CatalogueCommandMessage, CatalogueEvent, OrganisationState> = {
  initialState: () => ({ orgId: null, name: '', details: null, status: 'active' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'OrganisationRegistered':
        return { ...state, orgId: event.data.orgId, name: event.data.name, details: event.data.details ?? { name: event.data.name } };
      case 'OrganisationUpdated':
        return { ...state, name: event.data.details.name, details: event.data.details };
      case 'OrganisationStatusChanged':
        return { ...state, status: event.data.to };
      case 'OrganisationCommissionSet':
        return { ...state, commissionPercent: event.data.commissionPercent };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    if (command.type === 'SetOrganisationCommission') {
      if (!state.orgId) throw new DomainError('ORGANISATION_NOT_FOUND', 'No such organisation', 'orgId');
      return state.commissionPercent === command.data.commissionPercent
        ? []
        : [{ type: 'OrganisationCommissionSet', data: { ...command.data, setBy: command.context.userId } }];
    }
    if (command.type !== 'RegisterOrganisation')
      throw new DomainError('VALIDATION_FAILED', `${command.type} is not a command of an organisation`);
    return saveOrganisation(command, state);
  },
};
