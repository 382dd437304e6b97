import { z } from 'zod';
import { idSchema, isoDate, isoDateTime, minorUnits, optionalText, skillLevel, text } from '../core/primitives';

/** Spec section 3, Activity: `duration` is a list of from/to. */
export const durationSchema = z.object({ from: isoDateTime, to: isoDateTime.optional() }).strict();
export type Duration = z.infer<typeof durationSchema>;

export const locationSchema = z
  .object({
    name: text(200),
    address: optionalText(500).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lon: z.number().min(-180).max(180).optional(),
    /** The region a game belongs to (spec section 7 "games by region"); matched case-insensitively. */
    city: optionalText(80).optional(),
  })
  .strict();
export type GameLocation = z.infer<typeof locationSchema>;

/** Spec section 4: privacy public or private; game types Regular, Coaching, Tournament. */
export const privacySchema = z.enum(['public', 'private']);
export const activityTypeSchema = z.enum(['Regular', 'Coaching', 'Tournament']);

export const MAX_PARTICIPANTS_LIMIT = 10_000;

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

/** Spec section 3, onlineActivity entry: where an online session happens. */
export const onlineActivitySchema = z
  .object({ medium: text(40), imageUrl: httpUrl.optional(), displayName: text(80), link: httpUrl })
  .strict();

/** Spec section 3, formFields: what the host asks each joining player (answers come with the join). */
export const formFieldSchema = z
  .object({
    id: idSchema,
    label: text(120),
    type: z.enum(['text', 'number', 'select', 'checkbox']),
    required: z.boolean().default(false),
    options: z.array(text(80)).max(30).optional(),
  })
  .strict();
export type FormField = z.infer<typeof formFieldSchema>;

/** Spec section 3, coverImageorVideo: an image uploaded through the media endpoint, or a video link. */
export const coverSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('image'), imageId: idSchema }).strict(),
  z.object({ type: z.literal('video'), url: httpUrl }).strict(),
]);
export type Cover = z.infer<typeof coverSchema>;

/** Spec section 3, slotBookLater: the slot the host means to book later. */
export const slotBookLaterSchema = z
  .object({ fieldId: idSchema, startTime: z.iso.time(), endTime: z.iso.time(), slotDate: isoDate, timeRangeConfigId: idSchema.optional() })
  .strict();

/** Spec section 4: payment method default paybefore. */
export const payableMethodSchema = z.enum(['paybefore', 'payatvenue']);
/** Spec section 3: participationType default individual; team games take teamCount × maxParticipantPerTeam. */
export const participationTypeSchema = z.enum(['individual', 'team']);

/**
 * Every Activity field of spec section 3 a host sets (`costPerParticpant` is spelled as the spec
 * spells it). Derived fields (counts, statuses, participants, hold, queries) are the read model's.
 */
export const gameDetailsSchema = z
  .object({
    name: text(120),
    listingId: idSchema,
    listingName: text(80),
    facilityId: idSchema.optional(),
    facilityName: text(120).optional(),
    spaceId: idSchema.optional(),
    spaceName: text(120).optional(),
    activityFormat: text(40),
    date: isoDate,
    duration: z.array(durationSchema).min(1).max(20),
    location: locationSchema,
    isOnlineActivity: z.boolean().default(false),
    onlineActivity: z.array(onlineActivitySchema).max(5).default([]),
    activityLink: httpUrl.optional(),
    privacy: privacySchema.default('public'),
    activityType: activityTypeSchema.default('Regular'),
    participationType: participationTypeSchema.default('individual'),
    maxParticipants: z.number().int().min(2).max(MAX_PARTICIPANTS_LIMIT),
    teamCount: z.number().int().min(2).max(64).optional(),
    maxParticipantPerTeam: z.number().int().min(1).max(100).optional(),
    enablePay: z.boolean().default(false),
    costPerParticpant: minorUnits.default(0),
    costPerTeam: minorUnits.default(0),
    isCostShared: z.boolean().default(false),
    isHostPaying: z.boolean().default(false),
    payableMethod: payableMethodSchema.default('paybefore'),
    isOwnEquipments: z.boolean().default(false),
    isVaccinated: z.boolean().default(false),
    enableGameSkill: z.boolean().default(false),
    gameSkillFrom: skillLevel.optional(),
    gameSkillTo: skillLevel.optional(),
    isMandatory: z.boolean().default(false),
    description: optionalText(2000).default(''),
    isHostParticipating: z.boolean().default(true),
    circleId: idSchema.optional(),
    formFields: z.array(formFieldSchema).max(20).default([]),
    coverImageorVideo: coverSchema.optional(),
    isSlotBookLater: z.boolean().default(false),
    slotBookLater: slotBookLaterSchema.optional(),
  })
  .strict();
export type GameDetails = z.infer<typeof gameDetailsSchema>;

export const personRefSchema = z.object({ id: idSchema, name: z.string().max(120) }).strict();
export type PersonRef = z.infer<typeof personRefSchema>;
