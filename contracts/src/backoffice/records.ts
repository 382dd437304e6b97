import { z } from 'zod';
import { idSchema, isoDate, isoDateTime, minorUnits, optionalText, text } from '../core/primitives';
import { catalogueIdSchema, timeOfDaySchema, endTimeOfDaySchema } from '../catalogue/shapes';
import { couponCodeSchema } from '../bookings/coupons';

/**
 * The back office's own records (docs/backoffice.md "Business records"):
 * instructors, resources, sales campaigns, enquiries, partners, plans, subscriptions, stories,
 * polls, quizzes, comments and replies. The spec names them without fields; these are the fields
 * a venue business keeps. Each is one stream per record of one organisation, written by commands.
 */

/** An Indian mobile with its country code, as the spec's phone numbers: 91 and ten digits. */
export const indianMobileSchema = z.string().regex(/^91[6-9]\d{9}$/, 'must be 91 followed by a 10-digit mobile number');
const weeklyHoursSchema = z
  .array(z.object({ weekday: z.number().int().min(0).max(6), startTime: timeOfDaySchema, endTime: endTimeOfDaySchema }).strict())
  .max(21)
  .default([]);
const listingIds = z.array(idSchema).max(20);
const uniqueTexts = (max: number, min: number, most: number) =>
  z
    .array(text(max))
    .min(min)
    .max(most)
    .refine((items) => new Set(items.map((i) => i.toLowerCase())).size === items.length, 'must not repeat');
const dateWindow = <T extends { from: string; to: string }>(value: T) => value.to >= value.from;

/** A coach: what they teach (listings), how to reach them and when they are available. */
export const instructorDetailsSchema = z
  .object({
    name: text(120),
    skills: listingIds.min(1),
    phone: indianMobileSchema.optional(),
    email: z.email().max(200).optional(),
    spaceIds: z.array(catalogueIdSchema).max(20).default([]),
    availability: weeklyHoursSchema,
    bio: optionalText(1000).default(''),
  })
  .strict();

/** Equipment or another bookable resource (a bowling machine, a ball cart): how many and when. */
export const resourceDetailsSchema = z
  .object({
    name: text(120),
    type: z.enum(['equipment', 'room', 'vehicle', 'other']),
    listingIds: listingIds.default([]),
    quantity: z.number().int().min(1).max(10_000).default(1),
    spaceId: catalogueIdSchema.optional(),
    contact: optionalText(200).default(''),
    availability: weeklyHoursSchema,
  })
  .strict();

/** A sales campaign: where it runs, what it may spend (paise), when, and the coupons it hands out. */
export const salesCampaignDetailsSchema = z
  .object({
    name: text(120),
    channel: z.enum(['sms', 'email', 'whatsapp', 'social', 'in_venue', 'partner', 'other']),
    budget: minorUnits,
    from: isoDate,
    to: isoDate,
    couponCodes: z.array(couponCodeSchema).max(50).default([]),
    notes: optionalText(1000).default(''),
  })
  .strict()
  .refine(dateWindow, { message: 'must not be before from', path: ['to'] });

/** A lead: someone who asked about a listing, and where they came from. */
export const enquiryDetailsSchema = z
  .object({
    name: text(120),
    phone: indianMobileSchema,
    listingId: idSchema,
    source: z.enum(['walk_in', 'phone', 'website', 'app', 'referral', 'campaign', 'other']),
    spaceId: catalogueIdSchema.optional(),
    campaignId: catalogueIdSchema.optional(),
    message: optionalText(1000).default(''),
  })
  .strict()
  .refine((e) => e.source !== 'campaign' || e.campaignId !== undefined, {
    message: 'a lead from a campaign names its campaignId',
    path: ['campaignId'],
  });

/** What staff append to an enquiry after each call or visit. */
export const enquiryLogInputSchema = z.object({ note: text(1000), nextFollowUp: isoDateTime.optional() }).strict();

/** Indian bank account for payouts: IFSC is four letters, a zero and six letters or digits. */
export const bankAccountSchema = z
  .object({
    holderName: text(120),
    ifsc: z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC code such as HDFC0001234'),
    accountNumber: z.string().regex(/^\d{9,18}$/, 'must be 9-18 digits'),
  })
  .strict();

/** A partner (a venue owner or coach who is paid out) and where the money goes. */
export const partnerDetailsSchema = z
  .object({
    name: text(120),
    email: z.email().max(200).optional(),
    phone: indianMobileSchema.optional(),
    bankAccount: bankAccountSchema.optional(),
    upiId: z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/, 'must be a UPI id such as name@bank')
      .optional(),
  })
  .strict()
  .refine((p) => p.bankAccount !== undefined || p.upiId !== undefined, {
    message: 'a partner needs a bank account or a UPI id to be paid',
    path: ['bankAccount'],
  });

/** A plan a venue sells on subscription (SaaS-like): price per billing period and what it includes. */
export const planDetailsSchema = z
  .object({
    name: text(120),
    price: minorUnits,
    billingPeriod: z.enum(['monthly', 'yearly']),
    features: uniqueTexts(120, 1, 20),
    description: optionalText(1000).default(''),
  })
  .strict();

/** A user or an organisation subscribed to one of the organisation's plans, for a period. */
export const subscriptionDetailsSchema = z
  .object({
    planKey: catalogueIdSchema,
    subscriber: z.object({ type: z.enum(['user', 'org']), id: idSchema }).strict(),
    from: isoDate,
    to: isoDate,
  })
  .strict()
  .refine(dateWindow, { message: 'must not be before from', path: ['to'] });

export const storyDetailsSchema = z
  .object({ title: text(160), body: text(10_000), listingId: idSchema.optional(), imageUrl: z.url().max(500).optional() })
  .strict();

export const pollDetailsSchema = z
  .object({ question: text(300), options: uniqueTexts(120, 2, 6), closesAt: isoDateTime, listingId: idSchema.optional() })
  .strict();

const quizQuestionSchema = z
  .object({ question: text(300), options: uniqueTexts(120, 2, 6), answer: z.number().int().min(0).max(5) })
  .strict()
  .refine((q) => q.answer < q.options.length, { message: 'must be the index of one of the options', path: ['answer'] });
export const quizDetailsSchema = z
  .object({ title: text(160), questions: z.array(quizQuestionSchema).min(1).max(50), listingId: idSchema.optional() })
  .strict();

/** A comment on a game or a story; staff write them as the venue (the author is who sent the command). */
export const commentDetailsSchema = z
  .object({ on: z.object({ type: z.enum(['game', 'story']), id: idSchema }).strict(), text: text(2000) })
  .strict();
/** A reply to one of the organisation's comments (its key). */
export const replyDetailsSchema = z.object({ commentKey: catalogueIdSchema, text: text(2000) }).strict();

/**
 * Each kind of record: its details, statuses (the first is a new record's), statuses it never
 * leaves, and the name the lists sort by. `plural` is its path segment and admin resource name.
 */
export const RECORD_KINDS = {
  instructor: {
    plural: 'instructors',
    label: 'Instructors',
    details: instructorDetailsSchema,
    statuses: ['active', 'inactive'],
    final: [],
  },
  resource: {
    plural: 'resources',
    label: 'Resources',
    details: resourceDetailsSchema,
    statuses: ['active', 'inactive', 'maintenance'],
    final: [],
  },
  salescampaign: {
    plural: 'campaigns',
    label: 'Sales campaigns',
    details: salesCampaignDetailsSchema,
    statuses: ['draft', 'running', 'paused', 'ended'],
    final: ['ended'],
  },
  enquiry: {
    plural: 'enquiries',
    label: 'Enquiries',
    details: enquiryDetailsSchema,
    statuses: ['new', 'contacted', 'converted', 'lost'],
    final: ['converted'],
  },
  partner: {
    plural: 'partners',
    label: 'Partners',
    details: partnerDetailsSchema,
    statuses: ['unverified', 'verified', 'suspended'],
    final: [],
  },
  plan: { plural: 'plans', label: 'Plans', details: planDetailsSchema, statuses: ['active', 'retired'], final: [] },
  subscription: {
    plural: 'subscriptions',
    label: 'Subscriptions',
    details: subscriptionDetailsSchema,
    statuses: ['active', 'cancelled', 'expired'],
    final: ['cancelled', 'expired'],
  },
  story: { plural: 'stories', label: 'Stories', details: storyDetailsSchema, statuses: ['published', 'hidden'], final: [] },
  poll: { plural: 'polls', label: 'Polls', details: pollDetailsSchema, statuses: ['published', 'hidden'], final: [] },
  quiz: { plural: 'quizzes', label: 'Quizzes', details: quizDetailsSchema, statuses: ['published', 'hidden'], final: [] },
  comment: { plural: 'comments', label: 'Comments', details: commentDetailsSchema, statuses: ['visible', 'hidden'], final: [] },
  reply: { plural: 'replies', label: 'Replies', details: replyDetailsSchema, statuses: ['visible', 'hidden'], final: [] },
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;
export const RECORD_KIND_NAMES = Object.keys(RECORD_KINDS) as RecordKind[];
export type RecordDetails<K extends RecordKind = RecordKind> = z.infer<(typeof RECORD_KINDS)[K]['details']>;

/** One stream per record, the organisation in its name so two organisations' keys never meet: `enquiry-org-1.lead-7`. */
export const recordStream = (kind: RecordKind, orgId: string, key: string): string => `${kind}-${orgId}.${key}`;

/** A verified partner whose bank account or UPI id changes has to be verified again before payouts. */
const payoutAccountChanged = (kind: RecordKind, before: RecordDetails, after: RecordDetails): boolean => {
  if (kind !== 'partner') return false;
  const account = (d: RecordDetails) =>
    JSON.stringify([(d as { bankAccount?: unknown }).bankAccount ?? null, (d as { upiId?: string }).upiId ?? null]);
  return account(before) !== account(after);
};

/** The status after a save (decider and read model agree): a new record's is its kind's first. */
export const statusAfterSave = (
  before: { status: string; details: RecordDetails } | null,
  kind: RecordKind,
  details: RecordDetails,
): string => {
  if (!before) return RECORD_KINDS[kind].statuses[0];
  return before.status === 'verified' && payoutAccountChanged(kind, before.details, details) ? 'unverified' : before.status;
};

export const recordStatusInputSchema = z.object({ status: z.string().min(1).max(20), note: optionalText(500).optional() }).strict();

const savedOf = <K extends RecordKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    key: catalogueIdSchema,
    orgId: catalogueIdSchema,
    details: RECORD_KINDS[kind].details,
    savedBy: idSchema,
    /** After the save: a new record's first status, or a verified partner's with a new payout account unverified. */ status: z.string(),
  });
const savedVariants = RECORD_KIND_NAMES.map(savedOf) as unknown as [
  ReturnType<typeof savedOf<'instructor'>>,
  ...ReturnType<typeof savedOf<RecordKind>>[],
];
const recordRef = { kind: z.enum(RECORD_KIND_NAMES as [RecordKind, ...RecordKind[]]), key: catalogueIdSchema, orgId: catalogueIdSchema };

/** Events of every record's stream: saved (created or replaced), status changed, and an enquiry's logs. */
export const recordEvents = {
  RecordSaved: { version: 1, schema: z.discriminatedUnion('kind', savedVariants) },
  RecordStatusChanged: {
    version: 1,
    schema: z.object({ ...recordRef, from: z.string(), status: z.string(), note: z.string().optional(), by: idSchema }),
  },
  EnquiryLogged: {
    version: 1,
    schema: z.object({ ...recordRef, note: z.string(), nextFollowUp: isoDateTime.optional(), by: idSchema, at: isoDateTime }),
  },
} as const;
type Defs = typeof recordEvents;
export type RecordEvent = { [T in keyof Defs]: { type: T; data: z.infer<Defs[T]['schema']> } }[keyof Defs];
