import { z } from 'zod';
import { ADMIN_RESOURCES, type AdminResource } from '../admin/resources';
import { adminListQuerySchema, adminSortFields } from '../admin/simpleRest';
import { ifMatchHeaders } from './adminWrites';
import { DEFAULT_DASHBOARD_DAYS, MAX_DASHBOARD_DAYS, dashboardSchema } from '../admin/dashboard';
import { historyEntrySchema } from '../admin/history';
import { idSchema, minorUnits, text } from '../core/primitives';
import { DISPUTE_OUTCOMES } from '../ratings/rules';
import { defineRoute } from './route';

/**
 * The back office's API, in ra-data-simple-rest's conventions: a list is
 * a JSON array with its total in `Content-Range`; one record is the record itself. Reads come
 * from read models, scoped by the caller's organisation role (docs/roles.md).
 */

/** operationIds are camelCase letters only (the OpenAPI document's rule): adminListOrders. */
const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const listErrors = ['VALIDATION_FAILED', 'FORBIDDEN', 'UNAUTHENTICATED'] as const;

export const adminListRoute = <const R extends AdminResource>(resource: R) =>
  defineRoute({
    operationId: `adminList${capitalized(resource.name)}`,
    method: 'get',
    path: `/admin-api/${resource.name}`,
    summary: `Back office: ${resource.label}, sorted by one of ${adminSortFields(resource).join(', ')} (default ${resource.defaultSort.join(' ')}), a range of at most 500, filtered by ${['id', ...Object.keys(resource.filters)].join(', ')}${
      resource.ranges
        ? ` and ${Object.keys(resource.ranges)
            .map((f) => `${f}_gte/${f}_lte`)
            .join(', ')}`
        : ''
    }. Total in Content-Range.`,
    tag: 'Back office',
    auth: 'required',
    query: adminListQuerySchema(resource),
    successStatus: 200,
    response: z.array(resource.record as R['record']),
    errors: listErrors,
  });

export const adminGetRoute = <const R extends AdminResource>(resource: R) =>
  defineRoute({
    operationId: `adminGet${capitalized(resource.name)}`,
    method: 'get',
    path: `/admin-api/${resource.name}/{id}`,
    summary: `Back office: one of ${resource.label}; 404 also when it lies outside the caller's organisations. Records kept on a stream of their own carry an ETag (the stream's revision) for If-Match on their PUT and DELETE.`,
    tag: 'Back office',
    auth: 'required',
    params: z.object({ id: idSchema }).strict(),
    successStatus: 200,
    response: resource.record,
    errors: [...listErrors, 'RECORD_NOT_FOUND'],
  });

export const adminHistoryRoute = <const R extends AdminResource>(resource: R) =>
  defineRoute({
    operationId: `adminHistory${capitalized(resource.name)}`,
    method: 'get',
    path: `/admin-api/${resource.name}/{id}/history`,
    summary: `Back office: the events of one of ${resource.label}, oldest first, with who did what and when (the audit trail of its stream). Seen by whoever may see the record.`,
    tag: 'Back office',
    auth: 'required',
    params: z.object({ id: idSchema }).strict(),
    successStatus: 200,
    response: z.array(historyEntrySchema),
    errors: [...listErrors, 'RECORD_NOT_FOUND'],
  });

export const adminDashboard = defineRoute({
  operationId: 'adminDashboard',
  method: 'get',
  path: '/admin-api/dashboard',
  summary: `Back office dashboard: bookings and revenue per day, occupancy per venue, active players, open disputes and orders by status over the last \`days\` days (default ${DEFAULT_DASHBOARD_DAYS}, at most ${MAX_DASHBOARD_DAYS}), for the caller's organisations or the one named by orgId.`,
  tag: 'Back office',
  auth: 'required',
  query: z
    .object({ days: z.coerce.number().int().min(1).max(MAX_DASHBOARD_DAYS).default(DEFAULT_DASHBOARD_DAYS), orgId: idSchema.optional() })
    .strict(),
  successStatus: 200,
  response: dashboardSchema,
  errors: listErrors,
});

export const adminResolveDispute = defineRoute({
  operationId: 'adminResolveDispute',
  method: 'post',
  path: '/admin-api/disputes/{id}/resolve',
  summary:
    "Back office: close a dispute case of the caller's queue as upheld (it counts against the game's host in their reputation) or dismissed, with a note. Once per case. A command: it appends DisputeResolved to the game's ratings stream.",
  tag: 'Back office',
  auth: 'required',
  idempotent: true,
  params: z.object({ id: idSchema }).strict(),
  // An explicit outcome and a note, both required.
  body: z.object({ activityId: idSchema, outcome: z.enum(DISPUTE_OUTCOMES), note: text(1000) }).strict(),
  successStatus: 200,
  response: z.object({ id: z.string(), activityId: z.string(), status: z.literal('resolved'), outcome: z.enum(DISPUTE_OUTCOMES) }),
  errors: [
    'VALIDATION_FAILED',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'GAME_NOT_FOUND',
    'DISPUTE_NOT_FOUND',
    'DISPUTE_ALREADY_RESOLVED',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});

export const adminReopenDispute = defineRoute({
  operationId: 'adminReopenDispute',
  method: 'post',
  path: '/admin-api/disputes/{id}/reopen',
  summary:
    "Back office: a manager of the venue's organisation, or a platform operator, reopens a resolved dispute case with a note; an upheld outcome stops counting against the host until the case is resolved again. A command: it appends DisputeReopened to the game's ratings stream.",
  tag: 'Back office',
  auth: 'required',
  idempotent: true,
  params: z.object({ id: idSchema }).strict(),
  body: z.object({ activityId: idSchema, note: text(1000) }).strict(),
  successStatus: 200,
  response: z.object({ id: z.string(), activityId: z.string(), status: z.literal('open') }),
  errors: [
    'VALIDATION_FAILED',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'GAME_NOT_FOUND',
    'DISPUTE_NOT_FOUND',
    'DISPUTE_NOT_RESOLVED',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});

const moderationErrors = ['UNAUTHENTICATED', 'FORBIDDEN', 'GAME_NOT_FOUND', 'GAME_OVER', 'IDEMPOTENCY_KEY_REUSED'] as const;
const gameParams = z.object({ id: idSchema }).strict();
const moderated = <const A extends string>(action: A) => z.object({ id: z.string(), action: z.literal(action) });

export const adminHoldGame = defineRoute({
  operationId: 'adminHoldGame',
  method: 'post',
  path: '/admin-api/games/{id}/hold',
  summary:
    "Back office moderation: put a game on hold with a reason, as its host could (spec section 4). Platform operators any game; the staff and managers of an organisation a game at its venues, on the venue's behalf (docs/roles.md); another organisation's game is 404. Appends GameHeld.",
  tag: 'Back office',
  auth: 'required',
  idempotent: true,
  params: gameParams,
  body: z.object({ reason: text(500) }).strict(),
  successStatus: 200,
  response: moderated('hold'),
  errors: ['VALIDATION_FAILED', 'GAME_ON_HOLD', ...moderationErrors],
});

export const adminReleaseGame = defineRoute({
  operationId: 'adminReleaseGame',
  method: 'post',
  path: '/admin-api/games/{id}/release',
  summary:
    "Back office moderation: release a game from its hold (platform operators; the venue organisation's staff and managers). Appends GameHoldReleased.",
  tag: 'Back office',
  auth: 'required',
  idempotent: true,
  params: gameParams,
  successStatus: 200,
  response: moderated('release'),
  errors: ['VALIDATION_FAILED', 'GAME_NOT_ON_HOLD', ...moderationErrors],
});

export const adminDeleteGame = defineRoute({
  operationId: 'adminDeleteGame',
  method: 'delete',
  path: '/admin-api/games/{id}',
  summary:
    "Back office moderation (platform operators): delete a game that is not over (react-admin's delete). Appends GameDeleted; a game that took place stays. With If-Match (the game's ETag as read), 412 when it changed since.",
  tag: 'Back office',
  auth: 'required',
  idempotent: true,
  params: gameParams,
  headers: ifMatchHeaders,
  successStatus: 200,
  response: moderated('delete'),
  errors: ['VALIDATION_FAILED', 'PRECONDITION_FAILED', ...moderationErrors],
});

/**
 * Refund by amount (minor units, as every amount of the API) or by share of what
 * was paid. `cancel` also cancels the order and releases what it holds; it defaults to true for the
 * form of before (refundPercent alone, or an empty body) and false with an amount, so a goodwill
 * refund on a played game cancels nothing.
 */
export const adminRefundBodySchema = z
  .object({
    amount: minorUnits.min(1).optional(),
    refundPercent: z.number().int().min(0).max(100).optional(),
    cancel: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.amount === undefined || b.refundPercent === undefined, {
    message: 'Give an amount or a refundPercent, not both',
    path: ['amount'],
  });
export type AdminRefundBody = z.infer<typeof adminRefundBodySchema>;

export const adminRefundOrder = defineRoute({
  operationId: 'adminRefundOrder',
  method: 'post',
  path: '/admin-api/orders/{id}/refund',
  summary:
    "Back office (managers of the order's organisation, platform operators): refund `amount` (minor units) or `refundPercent` of what was paid, up to the refundable balance (paid less refunded), whatever the venue's policy and even after the start. With `cancel` (the default for refundPercent alone or an empty body: 100 %) the order is cancelled and its slots, places and coupon use released; without it (the default with an amount) the booking stands and several partial refunds may follow until nothing is left. Each refund goes back through the gateway once; an Idempotency-Key retried refunds once. Memberships, packs and lockers that started are not cancelled here.",
  tag: 'Back office',
  auth: 'required',
  idempotent: true,
  params: z.object({ id: idSchema }).strict(),
  body: adminRefundBodySchema,
  successStatus: 200,
  response: z.object({
    id: z.string(),
    status: z.string(),
    refundTotal: z.number().int(),
    refunded: z.number().int(),
    refundable: z.number().int(),
    paid: z.number().int(),
  }),
  errors: [
    'VALIDATION_FAILED',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'ORDER_NOT_FOUND',
    'ORDER_NOT_CANCELLABLE',
    'REFUND_EXCEEDS_BALANCE',
    'NOTHING_TO_REFUND',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});

/** The list and show routes of every resource, by name. */
export const adminRoutes = Object.fromEntries(ADMIN_RESOURCES.map((r) => [r.name, { list: adminListRoute(r), get: adminGetRoute(r) }])) as {
  [K in (typeof ADMIN_RESOURCES)[number] as K['name']]: {
    list: ReturnType<typeof adminListRoute<K>>;
    get: ReturnType<typeof adminGetRoute<K>>;
  };
};

/** Writes of the organisations, cities and access accounts resources (their own file). */
export * from './adminDirectory';

/** react-admin's create, update and delete per resource (their own file). */
export * from './adminWrites';
