import { z } from 'zod';
import type { AdminResource } from '../admin/resources';
import { idSchema } from '../core/primitives';
import type { ErrorCode } from '../core/errors';
import { defineRoute } from './route';

/**
 * react-admin's create, update and delete in ra-data-simple-rest's form:
 * `POST /admin-api/{resource}`, `PUT` and `DELETE /admin-api/{resource}/{id}`. Each is a
 * translation onto the command endpoint the back office already writes through (docs/backoffice.md
 * "Writing"): same validation, authorization and idempotency; nothing writes a read model.
 */
export type AdminWriteOperation = 'create' | 'update' | 'delete';

/**
 * What each resource allows; every other write answers 405 METHOD_NOT_ALLOWED. Games' delete
 * and cities' update are the moderation and city routes of their own (adminDeleteGame,
 * adminSaveCity), already at react-admin's paths.
 */
const catalogue = ['create', 'update'] as const;
export const ADMIN_WRITE_RULES: Readonly<Record<string, readonly AdminWriteOperation[]>> = {
  spaces: catalogue,
  coupons: catalogue,
  classes: catalogue,
  packs: catalogue,
  lockers: catalogue,
  meets: catalogue,
  tournaments: catalogue,
  events: catalogue,
  instructors: catalogue,
  resources: catalogue,
  campaigns: catalogue,
  enquiries: catalogue,
  partners: catalogue,
  plans: catalogue,
  subscriptions: catalogue,
  stories: catalogue,
  polls: catalogue,
  quizzes: catalogue,
  comments: catalogue,
  replies: catalogue,
  organisations: catalogue,
  access: ['create', 'update', 'delete'],
  cities: ['create', 'update'],
  settlements: ['create'],
  games: ['delete'],
};

export const adminWritesOf = (resource: string): readonly AdminWriteOperation[] => ADMIN_WRITE_RULES[resource] ?? [];

/** The operations served by a route of their own elsewhere (see ADMIN_WRITE_RULES). */
export const ADMIN_WRITES_ELSEWHERE: Readonly<Record<string, readonly AdminWriteOperation[]>> = { games: ['delete'], cities: ['update'] };

/** The admin resources over the offerings read model: a record's id is its stream (`{kind}-{spaceId}.{key}`, offeringStream). */
const OFFERING_RESOURCES: ReadonlySet<string> = new Set(['classes', 'packs', 'lockers', 'meets', 'tournaments', 'events']);

/**
 * The stream whose revision is a record's ETag, and which If-Match on its PUT and DELETE is
 * checked against (docs/adr/0109-admin-optimistic-concurrency.md): the record's
 * own stream. None for records on a stream shared with others (access accounts on their user's
 * stream, disputes, chat reports) or made of many (payouts, members): those carry no ETag.
 */
export const revisionStreamOf = (resource: AdminResource, id: string): string | undefined =>
  resource.stream ? resource.stream(id) : OFFERING_RESOURCES.has(resource.name) ? id : undefined;

/**
 * `If-Match: "<revision>"`, the ETag of the record as read (GET /admin-api/{resource}/{id}): the
 * write is refused with 412 PRECONDITION_FAILED when the record changed since. Optional: a write
 * without it is accepted as before (docs/adr/0109-admin-optimistic-concurrency.md).
 */
export const ifMatchHeaders = z.object({
  'if-match': z
    .string()
    .max(40)
    .regex(/^\s*(\*|(W\/)?"\d{1,19}")\s*$/, 'must be an ETag of this record, as GET /admin-api/{resource}/{id} answers it ("12")')
    .optional(),
});

/** A record as react-admin's forms send it back: its read-model fields are taken and left out; the command's are checked by the command. */
const formRecord = z.record(z.string(), z.unknown());
/** What react-admin expects back: the record with its id (ra-data-simple-rest reads `json` as the record). */
const written = z.object({ id: z.string() }).catchall(z.unknown());

/**
 * The fields of a read-model record that a command body does not take, each accepted and
 * ignored: react-admin's Edit sends the record back whole (its id, counts, `updated` …).
 */
export const readOnlyFieldsOf = (record: z.ZodObject, command: z.ZodObject): Record<string, z.ZodOptional<z.ZodUnknown>> =>
  Object.fromEntries(
    Object.keys(record.shape)
      .filter((key) => !(key in command.shape))
      .map((key) => [key, z.unknown().optional()]),
  );

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const writeErrors: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RECORD_NOT_FOUND',
  'IDEMPOTENCY_KEY_REUSED',
  'PRECONDITION_FAILED',
];

export const adminCreateRoute = (resource: AdminResource) =>
  defineRoute({
    operationId: `adminCreate${capitalized(resource.name)}`,
    method: 'post',
    path: `/admin-api/${resource.name}`,
    summary: `Back office: create one of ${resource.label} (react-admin's create). The body is the record as the back office's form holds it; it is sent on as the resource's own command (docs/backoffice.md "Writing"), whose refusals come back as they are. Replies the record with its id.`,
    tag: 'Back office',
    auth: 'required',
    idempotent: true,
    body: formRecord,
    successStatus: 201,
    response: written,
    errors: writeErrors,
  });

export const adminUpdateRoute = (resource: AdminResource) =>
  defineRoute({
    operationId: `adminUpdate${capitalized(resource.name)}`,
    method: 'put',
    path: `/admin-api/${resource.name}/{id}`,
    summary: `Back office: change one of ${resource.label} (react-admin's update): the record as read, edited; its read-model fields are left out and the rest goes to the resource's own command. Replies the record with its id. With If-Match (the ETag the record was read with), 412 when it changed since.`,
    tag: 'Back office',
    auth: 'required',
    idempotent: true,
    params: z.object({ id: idSchema }).strict(),
    headers: ifMatchHeaders,
    body: formRecord,
    successStatus: 200,
    response: written,
    errors: writeErrors,
  });

export const adminDeleteRoute = (resource: AdminResource) =>
  defineRoute({
    operationId: `adminDelete${capitalized(resource.name)}`,
    method: 'delete',
    path: `/admin-api/${resource.name}/{id}`,
    summary: `Back office: react-admin's delete of one of ${resource.label}, as the resource's own command (access accounts: revoked, the record stays as revoked). Replies { id }. With If-Match, 412 when the record changed since it was read.`,
    tag: 'Back office',
    auth: 'required',
    idempotent: true,
    params: z.object({ id: idSchema }).strict(),
    headers: ifMatchHeaders,
    successStatus: 200,
    response: written,
    errors: writeErrors,
  });
