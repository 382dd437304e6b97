import { z } from 'zod';
import { catalogueIdSchema } from '../catalogue/shapes';
import {
  classDetailsSchema,
  eventDetailsSchema,
  lockerDetailsSchema,
  meetDetailsSchema,
  offeringKindSchema,
  packDetailsSchema,
  tournamentDetailsSchema,
} from '../catalogue/offerings';
import { offeringStaffViewSchema, offeringViewSchema } from '../catalogue/offeringReadModel';
import { reply } from './gameRouteParts';
import { defineRoute } from './route';

/**
 * Classes, packs, lockers, meets, tournaments and events (spec section 3): managers of the
 * organisation save them under the space; players list them per space, staff per organisation.
 */
const spaceParams = z.object({ orgId: catalogueIdSchema, spaceId: catalogueIdSchema, key: catalogueIdSchema }).strict();
const staffErrors = [
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'IDEMPOTENCY_KEY_REUSED',
  'SPACE_NOT_FOUND',
  'OFFERING_NOT_FOUND',
  'LISTING_NOT_AT_SPACE',
  'TAX_NOT_FOUND',
  'INVALID_OFFERING',
  'CAPACITY_BELOW_TAKEN',
  'BATCH_NOT_FOUND',
] as const;
const saved = reply('success', z.object({ itemId: z.string() }));

const saveRoute = <const P extends string, B extends z.ZodType>(plural: P, operationId: string, body: B, what: string) =>
  defineRoute({
    tag: 'Catalogue',
    auth: 'required',
    idempotent: true,
    operationId,
    method: 'put',
    path: `/org-api/{orgId}/spaces/{spaceId}/${plural}/{key}`,
    summary: `Create or replace ${what} of a space; its id is \`{spaceId}.{key}\`. Managers of the organisation.`,
    params: spaceParams,
    body,
    successStatus: 200,
    response: saved,
    errors: staffErrors,
  });

export const saveClass = saveRoute(
  'classes',
  'saveClass',
  classDetailsSchema,
  'a class (spec section 3 class, batches with status and sessionLimit, sessions; enrolment valid for a preset of section 5)',
);
export const savePack = saveRoute(
  'packs',
  'savePack',
  packDetailsSchema,
  'a pack (spec section 3 pack: sessions within a validity preset of section 5)',
);
export const saveLocker = saveRoute(
  'lockers',
  'saveLocker',
  lockerDetailsSchema,
  'a bank of lockers (spec section 3 lockers), rented for a validity preset',
);
export const saveMeet = saveRoute(
  'meets',
  'saveMeet',
  meetDetailsSchema,
  'a meet (spec section 3 meets: capacity, user form fields, bib numbers from bibStart)',
);
export const saveTournament = saveRoute(
  'tournaments',
  'saveTournament',
  tournamentDetailsSchema,
  'a tournament (individual or team entries, capacity, user form fields)',
);
export const saveEvent = saveRoute(
  'events',
  'saveEvent',
  eventDetailsSchema,
  'a ticketed event (date, hours, capacity, user form fields; tickets numbered from 1)',
);

export const listSpaceOfferings = defineRoute({
  operationId: 'listSpaceOfferings',
  method: 'get',
  path: '/api/vm/spaces/{spaceId}/offerings',
  summary: 'The classes, packs, lockers, meets, tournaments and events of a space, by name, with the places left (per batch for classes).',
  tag: 'Catalogue',
  auth: 'none',
  params: z.object({ spaceId: catalogueIdSchema }).strict(),
  query: z.object({ kind: offeringKindSchema.optional() }).strict(),
  successStatus: 200,
  response: z.object({ data: z.array(offeringViewSchema) }),
  errors: ['VALIDATION_FAILED'],
});

export const listOrgOfferings = defineRoute({
  operationId: 'listOrgOfferings',
  method: 'get',
  path: '/org-api/{orgId}/offerings',
  summary:
    "The organisation's offerings with their registrations (students enrolled, bib numbers, lockers allocated, tickets issued). Staff of the organisation.",
  tag: 'Catalogue',
  auth: 'required',
  params: z.object({ orgId: catalogueIdSchema }).strict(),
  query: z.object({ kind: offeringKindSchema.optional(), spaceId: catalogueIdSchema.optional() }).strict(),
  successStatus: 200,
  response: z.object({ data: z.array(offeringStaffViewSchema) }),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
});

export const SAVE_OFFERING_ROUTES = {
  class: saveClass,
  pack: savePack,
  locker: saveLocker,
  meet: saveMeet,
  tournament: saveTournament,
  event: saveEvent,
} as const;
