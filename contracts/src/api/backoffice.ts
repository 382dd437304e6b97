import { z } from 'zod';
import { catalogueIdSchema } from '../catalogue/shapes';
import { RECORD_KINDS, RECORD_KIND_NAMES, enquiryLogInputSchema, recordStatusInputSchema, type RecordKind } from '../backoffice/records';
import { reply } from './gameRouteParts';
import { defineRoute } from './route';

/**
 * Writing the back office's own records (docs/backoffice.md "Business records"): managers of the
 * organisation create or replace a record, change its status (moderation for community content)
 * and log calls on enquiries. Reads go through the generic /admin-api lists.
 */
const params = z.object({ orgId: catalogueIdSchema, key: catalogueIdSchema }).strict();
const errors = [
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'IDEMPOTENCY_KEY_REUSED',
  'ORGANISATION_NOT_FOUND',
  'RECORD_NOT_FOUND',
] as const;
const saved = reply('success', z.object({ id: z.string(), status: z.string() }));
const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const saveRoute = <K extends RecordKind>(kind: K) =>
  defineRoute({
    tag: 'Back office',
    auth: 'required',
    idempotent: true,
    operationId: `save${cap(kind)}Record`,
    method: 'put',
    path: `/org-api/{orgId}/${RECORD_KINDS[kind].plural}/{key}`,
    summary: `Create or replace one of the organisation's ${RECORD_KINDS[kind].label.toLowerCase()}; its admin id is \`${kind}-{orgId}.{key}\`. Managers of the organisation.`,
    params,
    body: RECORD_KINDS[kind].details,
    successStatus: 200,
    response: saved,
    errors: [...errors, 'COUPON_NOT_FOUND', 'GAME_NOT_FOUND', 'STATUS_CHANGE_NOT_ALLOWED'],
  });

const statusRoute = (kind: RecordKind) =>
  defineRoute({
    tag: 'Back office',
    auth: 'required',
    idempotent: true,
    operationId: `change${cap(kind)}Status`,
    method: 'post',
    path: `/org-api/{orgId}/${RECORD_KINDS[kind].plural}/{key}/status`,
    summary: `Move one of the organisation's ${RECORD_KINDS[kind].label.toLowerCase()} to ${RECORD_KINDS[kind].statuses.join(', ')}${RECORD_KINDS[kind].final.length ? ` (never out of ${RECORD_KINDS[kind].final.join(', ')})` : ''}, with a note. Managers of the organisation.`,
    params,
    body: recordStatusInputSchema,
    successStatus: 200,
    response: saved,
    errors: [...errors, 'STATUS_CHANGE_NOT_ALLOWED'],
  });

export const SAVE_RECORD_ROUTES = Object.fromEntries(RECORD_KIND_NAMES.map((kind) => [kind, saveRoute(kind)])) as {
  [K in RecordKind]: ReturnType<typeof saveRoute<K>>;
};
export const RECORD_STATUS_ROUTES = Object.fromEntries(RECORD_KIND_NAMES.map((kind) => [kind, statusRoute(kind)])) as Record<
  RecordKind,
  ReturnType<typeof statusRoute>
>;

export const logEnquiry = defineRoute({
  tag: 'Back office',
  auth: 'required',
  idempotent: true,
  operationId: 'logEnquiry',
  method: 'post',
  path: '/org-api/{orgId}/enquiries/{key}/logs',
  summary: 'Append a note to an enquiry (who and when come from the call), with the next follow-up due. Managers of the organisation.',
  params,
  body: enquiryLogInputSchema,
  successStatus: 200,
  response: saved,
  errors,
});
