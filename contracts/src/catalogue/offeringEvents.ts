import { z } from 'zod';
import { idSchema, isoDate, isoDateTime } from '../core/primitives';
import { catalogueIdSchema } from './shapes';
import { offeringKindSchema, offeringSchema } from './offerings';
import { formAnswersSchema } from '../games/commands';
import { classEvents } from './classEvents';

const ref = { kind: offeringKindSchema, itemId: idSchema, spaceId: catalogueIdSchema };
const member = { orderId: idSchema, userId: idSchema, name: z.string() };
const validity = { validFrom: isoDate, validUntil: isoDate };

/**
 * Events of one offering's stream `{kind}-{itemId}` (contracts/src/catalogue/offerings.ts): staff
 * describe it; orders hold places, and their confirmation enrols, registers or allocates.
 */
export const offeringEvents = {
  OfferingSaved: { version: 1, schema: z.object({ ...ref, orgId: catalogueIdSchema, offering: offeringSchema, savedBy: idSchema }) },
  /** An order holds count places (of a batch, for classes) until expiresAt. */
  OfferingPlacesHeld: {
    version: 1,
    schema: z.object({
      ...ref,
      orderId: idSchema,
      userId: idSchema,
      batchId: catalogueIdSchema.optional(),
      count: z.number().int().min(1),
      expiresAt: isoDateTime,
    }),
  },
  /** The places of an order go back: cancelled, not paid in time (expired) or lost with a late payment. */
  OfferingPlacesReleased: {
    version: 1,
    schema: z.object({
      ...ref,
      orderId: idSchema,
      reason: z.enum(['cancelled', 'payment_failed', 'expired']),
      count: z.number().int().min(0),
      /** A confirmed class enrolment released: its batch and student, so the class read models can find them (absent on older events and on holds). */
      batchId: catalogueIdSchema.optional(),
      userId: idSchema.optional(),
    }),
  },
  /**
   * Spec section 3 student of a batch: enrolled for the class's validity, with the batch's sessionLimit;
   * phone (the order's bookedFor, when given) and the class's orgId for the students read model (absent on older events).
   */
  StudentEnrolled: {
    version: 1,
    schema: z.object({
      ...ref,
      ...member,
      batchId: catalogueIdSchema,
      count: z.number().int().min(1),
      ...validity,
      sessionLimit: z.number().int().nullable(),
      phone: z.string().optional(),
      orgId: catalogueIdSchema.optional(),
    }),
  },
  PackPurchased: {
    version: 1,
    schema: z.object({ ...ref, ...member, count: z.number().int().min(1), sessions: z.number().int().min(1), ...validity }),
  },
  LockersAllocated: {
    version: 1,
    schema: z.object({ ...ref, ...member, lockerNumbers: z.array(z.number().int().min(1)).min(1), ...validity }),
  },
  /** Spec section 3 "bib number data": one bib per participant, in order of registration. */
  MeetRegistered: {
    version: 1,
    schema: z.object({ ...ref, ...member, bibNumbers: z.array(z.number().int()).min(1), formAnswers: formAnswersSchema }),
  },
  TournamentRegistered: {
    version: 1,
    schema: z.object({
      ...ref,
      ...member,
      entries: z.number().int().min(1),
      participantCount: z.number().int().min(1),
      formAnswers: formAnswersSchema,
    }),
  },
  /** A venue event's tickets: one per place, numbered from 1 in order of confirmation. */
  EventTicketsIssued: {
    version: 1,
    schema: z.object({ ...ref, ...member, ticketNumbers: z.array(z.number().int().min(1)).min(1), formAnswers: formAnswersSchema }),
  },
  /** A class's sessions and attendance (contracts/src/catalogue/classEvents.ts). */
  ...classEvents,
} as const;

type Defs = typeof offeringEvents;
export type OfferingEventType = keyof Defs;
export type OfferingEvent = { [T in OfferingEventType]: { type: T; data: z.infer<Defs[T]['schema']> } }[OfferingEventType];
/** The events that turn an order's held places into a confirmed enrolment, registration or allocation. */
export const OFFERING_CONFIRMATIONS = [
  'StudentEnrolled',
  'PackPurchased',
  'LockersAllocated',
  'MeetRegistered',
  'TournamentRegistered',
  'EventTicketsIssued',
] as const;
