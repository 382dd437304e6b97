import { z } from 'zod';
import { idSchema, isoDate, isoDateTime } from '../core/primitives';
import { catalogueStreams } from '../catalogue/streams';
import { ORGANISATION_STATUSES, organisationDocumentSchema } from '../catalogue/organisations';
import { cityDocumentSchema, cityStream } from '../catalogue/cities';
import { ACCESS_ACCOUNT_STATUSES, accessAccountDocumentSchema } from '../users/accessAccountDocument';
import { accessRoleSchema } from '../users/access';
import { RATING_KINDS, ratingEntrySchema } from '../ratings/moderation';
import { TRANSACTION_KINDS, TRANSACTION_STATUSES, transactionEntrySchema } from '../bookings/transactions';
import type { AdminResource } from './adminResource';

/**
 * The back office's organisations, access accounts, transactions, ratings and cities
 * (docs/backoffice.md, one section each). Declared like the rest of ADMIN_RESOURCES; kept here so
 * resources.ts stays a list.
 */
const define = <const T extends AdminResource>(resource: T): T => resource;
const when = z.union([isoDateTime, isoDate]);
const shortText = z.string().trim().min(1).max(80);

/** Staff see their own organisations, platform operators all (scope by orgId, which is the id). */
export const adminOrganisations = define({
  name: 'organisations',
  label: 'Organisations',
  scope: 'org',
  record: organisationDocumentSchema,
  sortable: ['name', 'status', 'city', 'venues', 'created', 'updated', 'contactName', 'contactPhone'],
  filters: { orgId: idSchema, status: z.enum(ORGANISATION_STATUSES), city: shortText },
  defaultSort: ['name', 'ASC'],
  stream: catalogueStreams.organisation,
});

/** Access accounts of an organisation (roles, spaces, mobiles, e-mails); written through /org-api/{orgId}/accessAccounts/{userId}. */
export const adminAccess = define({
  name: 'access',
  label: 'Access accounts',
  scope: 'org',
  record: accessAccountDocumentSchema,
  sortable: ['updated', 'granted', 'role', 'userId', 'orgId', 'status'],
  filters: {
    orgId: idSchema,
    userId: idSchema,
    role: accessRoleSchema,
    status: z.enum(ACCESS_ACCOUNT_STATUSES),
    spaceIds: idSchema,
    mobiles: z.string().max(20),
    emails: z.string().trim().toLowerCase().max(254),
  },
  defaultSort: ['updated', 'DESC'],
});

/** Charges and refunds through the payment gateway; read-only (the refund is the orders' command). */
export const adminTransactions = define({
  name: 'transactions',
  label: 'Transactions',
  scope: 'org',
  record: transactionEntrySchema,
  sortable: ['at', 'amount', 'status', 'kind', 'orderId', 'spaceId', 'userId', 'gateway', 'gatewayReference'],
  filters: {
    orgId: idSchema,
    spaceId: idSchema,
    orderId: idSchema,
    userId: idSchema,
    kind: z.enum(TRANSACTION_KINDS),
    status: z.enum(TRANSACTION_STATUSES),
    gateway: shortText,
  },
  ranges: { at: when },
  defaultSort: ['at', 'DESC'],
});

/**
 * A rating as the back office lists it: the read model's entry and, joined at read time, the
 * names of its game, sport and people and the level's word (docs/adr/0106-words-not-ids.md); null when the game or person is gone.
 */
export const adminRatingRowSchema = ratingEntrySchema.extend({
  activityName: z.string().nullable(),
  listingName: z.string().nullable(),
  raterName: z.string().nullable(),
  ratedUserName: z.string().nullable(),
  /** Spec section 4's words for 0-3: Beginner, Amateur, Intermediate, Pro. */
  ratedLevelName: z.string().nullable(),
});
export type AdminRatingRow = z.infer<typeof adminRatingRowSchema>;

/** The ratings given, as a moderation list: the staff of a venue see those of its games (as disputes). */
export const adminRatings = define({
  name: 'ratings',
  label: 'Ratings',
  scope: 'space',
  record: adminRatingRowSchema,
  sortable: ['at', 'kind', 'stars', 'raterId', 'ratedUserId', 'ratedLevel', 'activityId', 'listingId', 'dispute'],
  filters: {
    spaceId: idSchema,
    activityId: idSchema,
    raterId: idSchema,
    ratedUserId: idSchema,
    listingId: idSchema,
    kind: z.enum(RATING_KINDS),
    dispute: z.string().max(40),
  },
  ranges: { at: when },
  defaultSort: ['at', 'DESC'],
});

/** Cities where venues and games are; platform operators add, name and switch them off. */
export const adminCities = define({
  name: 'cities',
  label: 'Cities',
  scope: 'platform',
  record: cityDocumentSchema,
  sortable: ['name', 'venues', 'games', 'state', 'country', 'active'],
  filters: {
    active: z.boolean(),
    state: shortText,
    country: shortText,
    region: z.string().trim().toLowerCase().min(1).max(80),
    listingIds: idSchema,
  },
  defaultSort: ['name', 'ASC'],
  stream: cityStream,
});
