import { z } from 'zod';
import { isoDate, optionalText, idSchema } from '../core/primitives';
import { catalogueIdSchema } from '../catalogue/shapes';
import { fieldDetailsSchema, slotTimesSchema, spaceDetailsSchema, timeRangeDetailsSchema } from '../catalogue/commands';
import { slotFacilitySchema, spaceDocumentSchema } from '../catalogue/readModel';
import { membershipPlanSchema } from '../catalogue/memberships';
import { organisationInputSchema } from '../catalogue/organisations';
import { pageParams } from './games';
import { reply } from './gameRouteParts';
import { defineRoute } from './route';

/**
 * The catalogue: organisation staff describe spaces, fields and priced time ranges;
 * players read venues and slots. Paths of our own under the organisation prefix of spec section 7
 * (`/org-api/{orgId}`), since the spec shows none for these.
 */
const staff = { tag: 'Catalogue', auth: 'required', idempotent: true } as const;
const orgParams = z.object({ orgId: catalogueIdSchema }).strict();
const spaceParams = orgParams.extend({ spaceId: catalogueIdSchema });
const staffErrors = ['VALIDATION_FAILED', 'FORBIDDEN', 'IDEMPOTENCY_KEY_REUSED'] as const;

export const registerOrganisation = defineRoute({
  ...staff,
  operationId: 'registerOrganisation',
  method: 'put',
  path: '/org-api/{orgId}',
  summary:
    'Register an organisation (spec section 3 "organisation") or replace its details (legal name, GSTIN, contact, address, city, website; the same details again append nothing): platform admins, or a manager whose token manages this organisation id. Only platform admins change its status (active, suspended). 201 on registration, 200 on an update.',
  params: orgParams,
  body: organisationInputSchema,
  successStatus: 201,
  response: reply('success', z.object({ orgId: z.string() })),
  errors: [...staffErrors],
});

export const saveSpace = defineRoute({
  ...staff,
  operationId: 'saveSpace',
  method: 'put',
  path: '/org-api/{orgId}/spaces/{spaceId}',
  summary:
    'Create or update a space (venue) of the organisation: location, listings (sports), taxes, handling charge, cancellation policy, hold minutes. Managers of the organisation.',
  params: spaceParams,
  body: spaceDetailsSchema,
  successStatus: 200,
  response: reply('success', z.object({ spaceId: z.string() })),
  errors: [...staffErrors, 'ORGANISATION_NOT_FOUND', 'SPACE_NOT_FOUND'],
});

export const addField = defineRoute({
  ...staff,
  operationId: 'addSpaceField',
  method: 'put',
  path: '/org-api/{orgId}/spaces/{spaceId}/fields/{fieldKey}',
  summary: 'Add a field (facility: a court, a turf) to a space; its id is `{spaceId}.{fieldKey}`. Managers of the organisation.',
  params: spaceParams.extend({ fieldKey: catalogueIdSchema }),
  body: fieldDetailsSchema,
  successStatus: 201,
  response: reply('success', z.object({ fieldId: z.string() })),
  errors: [...staffErrors, 'SPACE_NOT_FOUND', 'FIELD_ALREADY_EXISTS', 'LISTING_NOT_AT_SPACE'],
});

export const configureTimeRange = defineRoute({
  ...staff,
  operationId: 'configureTimeRange',
  method: 'put',
  path: '/org-api/{orgId}/spaces/{spaceId}/timeRanges/{timeRangeConfigId}',
  summary:
    'Create or replace a time-range configuration: fields, weekdays, hours, slot length and its price configuration (spec section 3). Managers of the organisation.',
  params: spaceParams.extend({ timeRangeConfigId: catalogueIdSchema }),
  body: timeRangeDetailsSchema,
  successStatus: 200,
  response: reply('success', z.object({ timeRangeConfigId: z.string() })),
  errors: [...staffErrors, 'SPACE_NOT_FOUND', 'FIELD_NOT_FOUND', 'INVALID_TIME_RANGE', 'TIME_RANGE_OVERLAPS', 'TAX_NOT_FOUND'],
});

export const configureMembership = defineRoute({
  ...staff,
  operationId: 'configureMembership',
  method: 'put',
  path: '/org-api/{orgId}/spaces/{spaceId}/memberships/{membershipId}',
  summary:
    'Create or replace a membership plan of a space (spec section 3 membership; validity presets of section 5: Monthly, Quarterly, Half Yearly, Annually). Managers of the organisation.',
  params: spaceParams.extend({ membershipId: catalogueIdSchema }),
  body: membershipPlanSchema,
  successStatus: 200,
  response: reply('success', z.object({ membershipId: z.string() })),
  errors: [...staffErrors, 'SPACE_NOT_FOUND', 'LISTING_NOT_AT_SPACE', 'TAX_NOT_FOUND'],
});

const slotBlockResponse = reply('success', z.object({ fieldId: z.string(), date: z.string(), slotIds: z.array(z.string()) }));

export const blockSlots = defineRoute({
  ...staff,
  operationId: 'blockSlots',
  method: 'put',
  path: '/org-api/{orgId}/spaces/{spaceId}/slots/block',
  summary:
    'Block slots of one field on one date (spec section 2 "pick from blocked slots"): nobody can book them. Staff of the organisation.',
  params: spaceParams,
  body: slotTimesSchema,
  successStatus: 200,
  response: slotBlockResponse,
  errors: [...staffErrors, 'SPACE_NOT_FOUND', 'FIELD_NOT_FOUND', 'SLOT_NOT_FOUND', 'SLOT_UNAVAILABLE'],
});

export const unblockSlots = defineRoute({
  ...staff,
  operationId: 'unblockSlots',
  method: 'put',
  path: '/org-api/{orgId}/spaces/{spaceId}/slots/unblock',
  summary: 'Unblock slots of one field on one date. Staff of the organisation.',
  params: spaceParams,
  body: slotTimesSchema.omit({ reason: true }),
  successStatus: 200,
  response: slotBlockResponse,
  errors: [...staffErrors, 'SPACE_NOT_FOUND', 'FIELD_NOT_FOUND', 'SLOT_NOT_FOUND', 'SLOT_NOT_BLOCKED'],
});

export const CATALOGUE_VENUE_PAGE_SIZE = 30;

export const listCatalogueVenues = defineRoute({
  operationId: 'listCatalogueVenuesByListing',
  method: 'get',
  path: '/api/vm/spaces/listing/{listingId}/{page}/{size}',
  summary: `Spec section 7 "GET venues by listing" for the catalogue (fetched ${CATALOGUE_VENUE_PAGE_SIZE} at a time, "0/30"): spaces offering this listing with their facilities (fields), by name, optionally in one city.`,
  tag: 'Catalogue',
  auth: 'none',
  params: pageParams.extend({ listingId: idSchema }),
  query: z.object({ city: optionalText(80).optional() }).strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ venues: z.array(spaceDocumentSchema), nextUrl: z.string().nullable() }) }),
  errors: ['VALIDATION_FAILED'],
});

export const listSlotsByListing = defineRoute({
  operationId: 'listSlotsByListing',
  method: 'get',
  path: '/api/vm/slots/listing/{listingId}',
  summary:
    'Spec section 7 "GET slots by listing": every field of this listing (optionally at one space) with its slots on the date, their prices and statuses (available, held, booked, blocked).',
  tag: 'Catalogue',
  auth: 'none',
  params: z.object({ listingId: idSchema }).strict(),
  query: z.object({ date: isoDate, spaceId: catalogueIdSchema.optional() }).strict(),
  successStatus: 200,
  response: z.object({ data: z.array(slotFacilitySchema) }),
  errors: ['VALIDATION_FAILED'],
});

/** A venue's public document (its plans among it), for the venue page: what it sells and the taxes its prices carry. */
export const getCatalogueSpace = defineRoute({
  operationId: 'getCatalogueSpace',
  method: 'get',
  path: '/api/vm/spaces/{spaceId}',
  summary:
    'One space (venue) of the catalogue as players read it: location, listings, facilities, membership plans with validity and price, taxes, handling charge, cancellation policy.',
  tag: 'Catalogue',
  auth: 'none',
  params: z.object({ spaceId: catalogueIdSchema }).strict(),
  successStatus: 200,
  response: z.object({ data: spaceDocumentSchema }),
  errors: ['VALIDATION_FAILED', 'SPACE_NOT_FOUND'],
});

export const catalogueRoutes = [
  registerOrganisation,
  saveSpace,
  addField,
  configureTimeRange,
  blockSlots,
  unblockSlots,
  listCatalogueVenues,
  listSlotsByListing,
  getCatalogueSpace,
] as const;
