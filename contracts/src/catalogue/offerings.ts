import { ownValue } from '../core/ownKeys';
import { z } from 'zod';
import { idSchema, isoDate, isoDateTime, optionalText, text } from '../core/primitives';
import { catalogueIdSchema, endTimeOfDaySchema, priceConfigurationSchema, timeOfDaySchema, weekdaysSchema } from './shapes';
import { validityPresetSchema } from './memberships';
import { formFieldSchema } from '../games/shapes';

/**
 * What a venue sells besides slots and memberships (spec section 3 "class, batch, session, pack,
 * pricing with validity, lockers, meets, user form fields, bib number data"), and
 * ticketed venue events (section 3 Cart line item `eventId`).
 * Each offering is one stream `{kind}-{spaceId}.{key}` that holds its description and its places,
 * so a batch, a locker bank, a meet or a tournament is never oversold (docs/bookings.md).
 */
export const OFFERING_KINDS = ['class', 'pack', 'locker', 'meet', 'tournament', 'event'] as const;
export const offeringKindSchema = z.enum(OFFERING_KINDS);
export type OfferingKind = z.infer<typeof offeringKindSchema>;

const common = {
  name: text(120),
  description: z.string().trim().max(1000).default(''),
  listingIds: z.array(idSchema).max(10).default([]),
  /** Spec section 3 price configuration, per place (a student, a pack, a locker, a participant, an entry). */
  price: priceConfigurationSchema,
};
const places = z.number().int().min(1).max(10_000);

/** Spec section 3 batch: "status default active, sessionLimit"; a class's group on fixed weekdays and hours. */
export const batchSchema = z
  .object({
    name: text(80),
    status: z.enum(['active', 'inactive']).default('active'),
    /** Students the batch takes. */
    capacity: places,
    /** Sessions one enrolment entitles a student to within its validity (absent: every session). */
    sessionLimit: z.number().int().min(1).max(1000).optional(),
    weekdays: weekdaysSchema,
    startTime: timeOfDaySchema,
    endTime: endTimeOfDaySchema,
    startDate: isoDate,
  })
  .strict();
export type Batch = z.infer<typeof batchSchema>;

/** Spec section 3 session: one dated meeting of a batch. */
export const classSessionSchema = z
  .object({
    sessionId: catalogueIdSchema,
    batchId: catalogueIdSchema,
    date: isoDate,
    startTime: timeOfDaySchema,
    endTime: endTimeOfDaySchema,
    topic: optionalText(200).optional(),
  })
  .strict();

/** Spec section 3 class: enrolment in one of its batches, valid for a validity preset (section 5). */
export const classDetailsSchema = z
  .object({
    ...common,
    instructor: optionalText(120).optional(),
    validity: validityPresetSchema,
    batches: z
      .record(catalogueIdSchema, batchSchema)
      .refine((b) => Object.keys(b).length >= 1 && Object.keys(b).length <= 50, 'a class has 1 to 50 batches'),
    sessions: z.array(classSessionSchema).max(500).default([]),
  })
  .strict();

/** Spec section 3 pack with "pricing with validity (duration plus mode)": sessions to use within a preset of section 5. */
export const packDetailsSchema = z
  .object({ ...common, sessions: z.number().int().min(1).max(1000), validity: validityPresetSchema })
  .strict();

/** Spec section 3 lockers: a bank of numbered lockers, each rented for a validity preset. */
export const lockerDetailsSchema = z
  .object({ ...common, size: optionalText(40).optional(), count: z.number().int().min(1).max(1000), validity: validityPresetSchema })
  .strict();

const eventTimes = {
  startDate: isoDate,
  startTime: timeOfDaySchema,
  /** Registration closes then (absent: at the start). */
  registrationCloses: isoDateTime.optional(),
  /** Spec section 3 "user form fields", as a game's formFields: what a registration asks. */
  formFields: z.array(formFieldSchema).max(20).default([]),
};

/** Spec section 3 meets with "bib number data": each participant gets the next bib number from bibStart. */
export const meetDetailsSchema = z
  .object({ ...common, ...eventTimes, capacity: places, bibStart: z.number().int().min(1).max(99_999).default(1) })
  .strict();

/** A tournament (spec section 2 game types): entries of one player or of a team (participationType, maxParticipantPerTeam as the Activity of section 3). */
export const tournamentDetailsSchema = z
  .object({
    ...common,
    ...eventTimes,
    endDate: isoDate.optional(),
    participationType: z.enum(['individual', 'team']).default('individual'),
    maxParticipantPerTeam: z.number().int().min(1).max(50).optional(),
    /** Entries taken: players, or teams. */
    capacity: places,
  })
  .strict();

/**
 * A ticketed event at the venue (spec section 3 Cart line item `eventId`): one date and hours, a
 * ticket per place, numbered from 1 in order of confirmation, as a meet's bibs are.
 */
export const eventDetailsSchema = z
  .object({
    ...common,
    date: isoDate,
    startTime: timeOfDaySchema,
    endTime: endTimeOfDaySchema,
    /** Tickets on sale. */
    capacity: places,
    /** Ticket sales close then (absent: at the start). */
    registrationCloses: isoDateTime.optional(),
    formFields: eventTimes.formFields,
  })
  .strict();

export const offeringDetailsSchemas = {
  class: classDetailsSchema,
  pack: packDetailsSchema,
  locker: lockerDetailsSchema,
  meet: meetDetailsSchema,
  tournament: tournamentDetailsSchema,
  event: eventDetailsSchema,
} as const;

export type ClassDetails = z.infer<typeof classDetailsSchema>;
export type PackDetails = z.infer<typeof packDetailsSchema>;
export type LockerDetails = z.infer<typeof lockerDetailsSchema>;
export type MeetDetails = z.infer<typeof meetDetailsSchema>;
export type TournamentDetails = z.infer<typeof tournamentDetailsSchema>;
export type EventDetails = z.infer<typeof eventDetailsSchema>;

/** An offering's kind with its details, as saved. */
export const offeringSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('class'), details: classDetailsSchema }),
  z.object({ kind: z.literal('pack'), details: packDetailsSchema }),
  z.object({ kind: z.literal('locker'), details: lockerDetailsSchema }),
  z.object({ kind: z.literal('meet'), details: meetDetailsSchema }),
  z.object({ kind: z.literal('tournament'), details: tournamentDetailsSchema }),
  z.object({ kind: z.literal('event'), details: eventDetailsSchema }),
]);
export type Offering = z.infer<typeof offeringSchema>;

/** The cart line item key naming each kind's offering (spec section 3 Cart line item); itemId also works. */
export const OFFERING_ID_KEYS = {
  class: 'classId',
  pack: 'packId',
  locker: 'itemId',
  meet: 'meetId',
  tournament: 'tournamentId',
  event: 'eventId',
} as const;

/** Stream of one offering: its description and its places. */
export const offeringStream = (kind: OfferingKind, itemId: string): string => `${kind}-${itemId}`;

/** Places one order item takes in an offering: a batch's (classes), or the offering's own (the rest; packs are unlimited). */
export const capacityOf = (offering: Offering, batchId?: string): number | null => {
  switch (offering.kind) {
    case 'class':
      return batchId ? (ownValue(offering.details.batches, batchId)?.capacity ?? 0) : 0;
    case 'pack':
      return null;
    case 'locker':
      return offering.details.count;
    default:
      return offering.details.capacity;
  }
};

/** When a dated offering (meet, tournament, event) starts, as a venue date and time; null for the others. */
export const startOfOffering = (offering: Offering): { date: string; time: string } | null => {
  switch (offering.kind) {
    case 'meet':
    case 'tournament':
      return { date: offering.details.startDate, time: offering.details.startTime };
    case 'event':
      return { date: offering.details.date, time: offering.details.startTime };
    default:
      return null;
  }
};
