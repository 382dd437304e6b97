import { z } from 'zod';
import { chatReportRecordSchema } from '../chat/adminApi';
import { chatReportStatusSchema } from '../chat/readModel';
import { orderDocumentSchema, orderStatusSchema, payoutDocumentSchema } from '../bookings/readModel';
import { couponDocumentSchema } from '../bookings/coupons';
import { spinWheelDocumentSchema } from '../bookings/couponsSpinWheel';
import { spaceDocumentSchema } from '../catalogue/readModel';
import { offeringDocumentSchema } from '../catalogue/offeringReadModel';
import type { OfferingKind } from '../catalogue/offerings';
import { settlementDocumentSchema } from '../bookings/payouts';
import { userDocumentSchema } from '../users/readModel';
import { catalogueStreams } from '../catalogue/streams';
import { idSchema, isoDate, isoDateTime } from '../core/primitives';
import { streams } from '../core/streams';
import { gameDocumentSchema, participantDetailSchema } from '../games/readModel';
import { privacySchema } from '../games/shapes';
import type { GameStatusFilter } from '../games/listing';
import { disputeCaseSchema } from '../api/ratings';
import { membershipDocumentSchema } from '../bookings/readModel';
import { orgRecordDocumentSchema } from '../backoffice/readModel';
import type { RecordKind } from '../backoffice/records';
import {
  attendanceDocumentSchema,
  batchDocumentSchema,
  classSessionDocumentSchema,
  studentDocumentSchema,
} from '../catalogue/classReadModels';
import { attendanceMarkSchema, sessionStatusSchema } from '../catalogue/classEvents';
import { adminAccess, adminCities, adminOrganisations, adminRatings, adminTransactions } from './directoryResources';
import { defineAdminResource } from './adminResource';

export { adminAccess, adminCities, adminOrganisations, adminRatings, adminTransactions } from './directoryResources';
export type { AdminResource, AdminScope } from './adminResource';

const isoDateTimeOrDate = z.union([isoDateTime, isoDate]);

/** A dispute case as the queue shows it, with its id for react-admin. */
export const adminDisputeSchema = disputeCaseSchema.extend({ id: z.string() });

export const adminOrders = defineAdminResource({
  name: 'orders',
  label: 'Orders',
  scope: 'org',
  record: orderDocumentSchema,
  // Every column the orders list shows; the buyer sorts by id, as a reference column does, newest first within.
  sortable: ['created', 'status', 'spaceId', 'userId', 'total', 'bookedFor.name'],
  sortTies: { userId: [['created', -1]] },
  filters: { orgId: idSchema, spaceId: idSchema, status: orderStatusSchema, userId: idSchema },
  // "Buyer name or phone": whom the order was booked for, by the start of their name or their phone's digits,
  // and the buyer by their phone when they bought, whole or its last 4 digits or more (docs/adr/0111-buyer-phone-on-orders.md).
  search: { bookedFor: { prefix: ['bookedFor.name'], digits: ['bookedFor.phone', 'buyerPhoneDigits'] } },
  ranges: { created: isoDateTimeOrDate },
  defaultSort: ['created', 'DESC'],
  stream: catalogueStreams.order,
});

export const adminPayouts = defineAdminResource({
  name: 'payouts',
  label: 'Payouts',
  scope: 'org',
  record: payoutDocumentSchema,
  // Every column the payouts list shows.
  sortable: ['created', 'orderId', 'collectedBy', 'gross', 'commissionPercent', 'commission', 'partnerShare', 'refunded'],
  filters: { orgId: idSchema },
  ranges: { created: isoDateTimeOrDate },
  defaultSort: ['created', 'DESC'],
});

export const adminCoupons = defineAdminResource({
  name: 'coupons',
  label: 'Coupons',
  scope: 'org',
  record: couponDocumentSchema,
  sortable: ['code', 'description', 'status', 'couponType', 'from', 'to', 'usageLimit'],
  filters: { orgId: idSchema, campaignId: idSchema },
  defaultSort: ['code', 'ASC'],
  stream: catalogueStreams.coupon,
});

/** Spin-wheel campaigns: their prizes and odds (docs/adr/0110-spin-wheel-server.md), one record per campaign. */
export const adminSpinWheels = defineAdminResource({
  name: 'spinWheels',
  label: 'Spin wheels',
  scope: 'org',
  record: spinWheelDocumentSchema,
  sortable: ['campaignId', 'spins', 'updated'],
  filters: { orgId: idSchema },
  defaultSort: ['campaignId', 'ASC'],
  stream: catalogueStreams.campaign,
});

export const adminSpaces = defineAdminResource({
  name: 'spaces',
  label: 'Venues',
  scope: 'org',
  record: spaceDocumentSchema,
  sortable: ['name', 'region', 'orgId', 'updated'],
  filters: { orgId: idSchema, region: z.string().max(80), listingIds: idSchema },
  defaultSort: ['name', 'ASC'],
  stream: catalogueStreams.space,
});

export const adminDisputes = defineAdminResource({
  name: 'disputes',
  label: 'Disputes',
  scope: 'venue',
  record: adminDisputeSchema,
  sortable: ['openedAt', 'status', 'activityName', 'dispute', 'raisedBy'],
  filters: { status: z.string().max(20), spaceId: idSchema },
  ranges: { openedAt: isoDateTimeOrDate },
  defaultSort: ['openedAt', 'DESC'],
  // Opened, resolved and reopened: the case's own events on its game's ratings stream.
  sharedStream: {
    of: (record) => streams.ratings(String(record.activityId)),
    owns: (id, data) => (data as { caseId?: unknown }).caseId === id,
  },
});

/** Reports of game chat messages (docs/adr/0101-game-chat.md), in the queue of the venue's organisation. */
export const adminChatReports = defineAdminResource({
  name: 'chatReports',
  label: 'Chat reports',
  scope: 'org',
  record: chatReportRecordSchema,
  sortable: ['reportedAt', 'status'],
  sortTies: { status: [['reportedAt', -1]] },
  filters: { status: chatReportStatusSchema, orgId: idSchema },
  defaultSort: ['reportedAt', 'DESC'],
  // Reported and closed: the report's own events on its game's chat stream.
  sharedStream: {
    of: (record) => streams.chat(String(record.activityId)),
    owns: (id, data) => (data as { reportId?: unknown }).reportId === id,
  },
});

/** Spec section 4 "Game status: upcoming, ongoing, past, hold", as the back office's games list filters by it. */
export const gameStatusFilterSchema = z.enum(['upcoming', 'ongoing', 'past', 'hold'] as const satisfies readonly GameStatusFilter[]);

/**
 * Games: every one for platform operators; for an organisation's staff and managers the games played
 * at its venues (spec section 1; docs/roles.md). `venueId` (through the derived venue link) and
 * `status` are not fields of the document: query-service/src/admin/gameScope.ts turns them into conditions.
 */
export const adminGames = defineAdminResource({
  name: 'games',
  label: 'Games',
  scope: 'game',
  scopeField: 'id',
  record: gameDocumentSchema,
  // Every column the games list shows but the players' count and privacy: "public"
  // is nearly every game (the Privacy filter serves it), and an index led by it misleads the game
  // list's planner (projections/src/gameList/indexes.ts). The host's name is the document's own.
  sortable: ['startAt', 'endAt', 'date', 'region', 'listingId', 'isOnHold', 'name', 'hostDetail.name'],
  sortTies: { isOnHold: [['startAt', 1]], region: [['startAt', 1]], listingId: [['endAt', -1]], endAt: [['privacy', -1]] },
  filters: {
    listingId: idSchema,
    region: z.string().max(80),
    isOnHold: z.boolean(),
    privacy: privacySchema,
    circleId: idSchema,
    facilityId: idSchema,
    venueId: idSchema,
    status: gameStatusFilterSchema,
  },
  // The venue's games by id (the derived link); a status by the start, the end and the hold.
  derivedFilters: { venueId: ['id'], status: ['startAt', 'endAt', 'isOnHold'] },
  ranges: { startAt: isoDateTimeOrDate },
  defaultSort: ['startAt', 'DESC'],
  stream: streams.game,
});

/**
 * One person's place in a game: the participants read model keeps every entry,
 * one document per game and person, where the game document keeps a preview of the first 50
 * (projections/src/gameParticipants). `order` is when they came, `entry` spec section 3's participantDetail entry.
 */
export const gameParticipantDocumentSchema = z.object({
  id: z.string(),
  activityId: z.string(),
  userId: z.string(),
  order: z.number(),
  status: participantDetailSchema.shape.status.nullable(),
  listed: z.boolean(),
  member: z.boolean(),
  isHost: z.boolean(),
  isCoHost: z.boolean(),
  entry: participantDetailSchema.nullable(),
});

/**
 * The players of a game, paged (the game's Players tab: a big game has 10,000). Read-only, and
 * scoped as games are. Only entries: a host who has not joined has a document but no entry.
 */
export const adminGamePlayers = defineAdminResource({
  name: 'gamePlayers',
  label: 'Game players',
  scope: 'game',
  scopeField: 'activityId',
  record: gameParticipantDocumentSchema,
  // The order they came in (the joined-at column sorts by it), their status, and their name; each after the game in an index.
  sortable: ['order', 'status', 'entry.name'],
  sortTies: { status: [['order', 1]] },
  filters: { activityId: idSchema, userId: idSchema, status: participantDetailSchema.shape.status },
  fixed: { listed: true },
  defaultSort: ['order', 'ASC'],
});

export const adminSettlements = defineAdminResource({
  name: 'settlements',
  label: 'Payout settlements',
  scope: 'org',
  record: settlementDocumentSchema,
  sortable: ['period.from', 'period.to', 'amount', 'reference', 'orgId', 'settledAt'],
  filters: { orgId: idSchema },
  defaultSort: ['period.from', 'DESC'],
});

/** Classes, packs, lockers, meets, tournaments and events: one read model (offerings), one resource per kind. */
const offeringResource = <const K extends OfferingKind, const N extends string>(kind: K, name: N, label: string) =>
  defineAdminResource({
    name,
    label,
    scope: 'org',
    record: offeringDocumentSchema,
    sortable: ['name', 'spaceId', 'updated'],
    filters: { orgId: idSchema, spaceId: idSchema },
    fixed: { kind },
    defaultSort: ['name', 'ASC'],
  });
export const adminClasses = offeringResource('class', 'classes', 'Classes');

/**
 * A class's batches, sessions, students and attendance (docs/backoffice.md "Classes"): each its
 * own read model, filtered by the class (`classId`, the classes resource's id, or `classKey`)
 * and the batch (`batchId`, the batches resource's id, or `batchKey`).
 */
const classFilters = { orgId: idSchema, spaceId: idSchema, classId: idSchema, classKey: idSchema };
export const adminBatches = defineAdminResource({
  name: 'batches',
  label: 'Batches',
  scope: 'org',
  record: batchDocumentSchema,
  sortable: ['name', 'startDate', 'enrolled', 'status', 'updated', 'classId', 'spaceId', 'capacity', 'instructor'],
  filters: { ...classFilters, status: z.enum(['active', 'inactive']) },
  defaultSort: ['name', 'ASC'],
});
export const adminSessions = defineAdminResource({
  name: 'sessions',
  label: 'Sessions',
  scope: 'org',
  record: classSessionDocumentSchema,
  sortable: ['date', 'status', 'updated', 'classId', 'batchId', 'topic', 'present', 'late', 'absent'],
  filters: { ...classFilters, batchId: idSchema, batchKey: idSchema, status: sessionStatusSchema },
  ranges: { date: isoDate },
  defaultSort: ['date', 'DESC'],
});
export const adminStudents = defineAdminResource({
  name: 'students',
  label: 'Students',
  scope: 'org',
  record: studentDocumentSchema,
  sortable: ['name', 'enrolledAt', 'sessionsRemaining', 'status', 'phone', 'classId', 'batchId', 'orderId', 'attended'],
  filters: {
    ...classFilters,
    batchId: idSchema,
    batchKey: idSchema,
    userId: idSchema,
    orderIds: idSchema,
    status: z.enum(['active', 'cancelled']),
  },
  ranges: { enrolledAt: isoDateTimeOrDate },
  defaultSort: ['name', 'ASC'],
});
export const adminAttendance = defineAdminResource({
  name: 'attendance',
  label: 'Attendance',
  scope: 'org',
  record: attendanceDocumentSchema,
  sortable: ['date', 'markedAt', 'status', 'name', 'sessionRecordId', 'batchId', 'markedBy'],
  filters: {
    ...classFilters,
    batchId: idSchema,
    batchKey: idSchema,
    sessionId: idSchema,
    sessionRecordId: idSchema,
    studentId: idSchema,
    userId: idSchema,
    status: attendanceMarkSchema,
  },
  ranges: { date: isoDate },
  defaultSort: ['markedAt', 'DESC'],
});
export const adminPacks = offeringResource('pack', 'packs', 'Packs');
export const adminLockers = offeringResource('locker', 'lockers', 'Lockers');
export const adminMeets = offeringResource('meet', 'meets', 'Meets');
export const adminTournaments = offeringResource('tournament', 'tournaments', 'Tournaments');
export const adminEvents = offeringResource('event', 'events', 'Events');

export const adminUsers = defineAdminResource({
  name: 'users',
  label: 'Users',
  scope: 'platform',
  record: userDocumentSchema,
  sortable: ['shortId', 'phone', 'name', 'role', 'created'],
  filters: { shortId: z.string().max(20), phone: z.string().max(20), searchPrefixes: z.string().min(1).max(40) },
  defaultSort: ['shortId', 'ASC'],
  stream: streams.user,
});

/** The listings (sports) games were hosted in, with games per region (GET /api/vm/listings adds the venues'). */
export const adminListings = defineAdminResource({
  name: 'listings',
  label: 'Listings',
  scope: 'platform',
  record: z.object({
    id: z.string(),
    listingId: z.string(),
    listingName: z.string(),
    games: z.number().int(),
    regionGames: z.record(z.string(), z.number().int()),
    regions: z.array(z.string()),
  }),
  sortable: ['listingName', 'games', 'listingId'],
  filters: { regions: z.string().trim().toLowerCase().min(1).max(80) },
  defaultSort: ['games', 'DESC'],
});

/** Memberships bought at the organisation's venues: who, which plan, valid from and until. */
export const adminMembers = defineAdminResource({
  name: 'members',
  label: 'Members',
  scope: 'org',
  record: membershipDocumentSchema,
  sortable: ['validUntil', 'validFrom', 'spaceId', 'membershipId', 'userId'],
  filters: { orgId: idSchema, spaceId: idSchema, membershipId: idSchema, userId: idSchema },
  ranges: { validUntil: isoDate },
  defaultSort: ['validUntil', 'DESC'],
});

/**
 * The back office's own records (contracts/src/backoffice/records.ts): one read model
 * (org_records), one resource per kind; a record's id is its stream, so its history is that stream.
 */
/** Fields of a business record holding lists (matched per element, never sorted by). */
const RECORD_ARRAY_FIELDS = ['listingIds', 'spaceIds'];
const recordResource = <const N extends string>(
  kind: RecordKind,
  name: N,
  label: string,
  extra: { sortable?: string[]; filters?: Record<string, z.ZodType>; ranges?: Record<string, z.ZodType> } = {},
) =>
  defineAdminResource({
    name,
    label,
    scope: 'org',
    record: orgRecordDocumentSchema,
    // Every column the record lists show: the key and the kind's scalar filter fields too.
    sortable: [
      ...new Set([
        'name',
        'status',
        'updated',
        'created',
        'key',
        ...(extra.sortable ?? []),
        ...Object.keys(extra.filters ?? {}).filter((f) => !RECORD_ARRAY_FIELDS.includes(f)),
      ]),
    ] as [string, ...string[]],
    filters: { orgId: idSchema, status: z.string().max(20), listingIds: idSchema, ...extra.filters },
    ...(extra.ranges ? { ranges: extra.ranges } : {}),
    fixed: { kind },
    defaultSort: ['updated', 'DESC'],
    stream: (id: string) => id,
  });
const shortText = z.string().max(80);
export const adminInstructors = recordResource('instructor', 'instructors', 'Instructors', { filters: { spaceIds: idSchema } });
export const adminEquipment = recordResource('resource', 'resources', 'Resources', { filters: { spaceId: idSchema } });
export const adminCampaigns = recordResource('salescampaign', 'campaigns', 'Sales campaigns', {
  sortable: ['from'],
  filters: { channel: shortText },
  ranges: { from: isoDate },
});
export const adminEnquiries = recordResource('enquiry', 'enquiries', 'Enquiries', {
  sortable: ['nextFollowUp'],
  filters: { phone: shortText, source: shortText, spaceId: idSchema },
  ranges: { nextFollowUp: isoDateTimeOrDate },
});
export const adminPartners = recordResource('partner', 'partners', 'Partners', { filters: { verified: z.boolean() } });
export const adminPlans = recordResource('plan', 'plans', 'Plans');
export const adminSubscriptions = recordResource('subscription', 'subscriptions', 'Subscriptions', {
  sortable: ['from'],
  filters: { planKey: idSchema, subscriberId: shortText },
  ranges: { from: isoDate },
});
export const adminStories = recordResource('story', 'stories', 'Stories');
export const adminPolls = recordResource('poll', 'polls', 'Polls');
export const adminQuizzes = recordResource('quiz', 'quizzes', 'Quizzes');
export const adminComments = recordResource('comment', 'comments', 'Comments', { filters: { targetId: shortText } });
export const adminReplies = recordResource('reply', 'replies', 'Replies', { filters: { commentKey: idSchema } });

/** Every resource of the admin API, in menu order. */
export const ADMIN_RESOURCES = [
  adminOrders,
  adminPayouts,
  adminSettlements,
  adminCoupons,
  adminSpinWheels,
  adminSpaces,
  adminClasses,
  adminBatches,
  adminSessions,
  adminStudents,
  adminAttendance,
  adminPacks,
  adminLockers,
  adminMeets,
  adminTournaments,
  adminEvents,
  adminDisputes,
  adminChatReports,
  adminGames,
  adminGamePlayers,
  adminUsers,
  adminListings,
  adminMembers,
  adminInstructors,
  adminEquipment,
  adminCampaigns,
  adminEnquiries,
  adminPartners,
  adminPlans,
  adminSubscriptions,
  adminStories,
  adminPolls,
  adminQuizzes,
  adminComments,
  adminReplies,
  adminOrganisations,
  adminAccess,
  adminTransactions,
  adminRatings,
  adminCities,
] as const;
export type AdminResourceName = (typeof ADMIN_RESOURCES)[number]['name'];
