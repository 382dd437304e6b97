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
  })
  .strict();
export type GameLocation = z.infer<typeof locationSchema>;

/** Spec section 4: privacy public or private; game types Regular, Coaching, Tournament. */
export const privacySchema = z.enum(['public', 'private']);
export const activityTypeSchema = z.enum(['Regular', 'Coaching', 'Tournament']);

export const MAX_PARTICIPANTS_LIMIT = 10_000;

/** The Activity fields a game needs at creation (spec section 3; `costPerParticpant` is spelled as the spec spells it). */
export const gameDetailsSchema = z
  .object({
    name: text(120),
    listingId: idSchema,
    listingName: text(80),
    facilityId: idSchema.optional(),
    facilityName: text(120).optional(),
    activityFormat: text(40),
    date: isoDate,
    duration: z.array(durationSchema).min(1).max(20),
    location: locationSchema,
    privacy: privacySchema.default('public'),
    activityType: activityTypeSchema.default('Regular'),
    maxParticipants: z.number().int().min(2).max(MAX_PARTICIPANTS_LIMIT),
    costPerParticpant: minorUnits.default(0),
    enableGameSkill: z.boolean().default(false),
    gameSkillFrom: skillLevel.optional(),
    gameSkillTo: skillLevel.optional(),
    isMandatory: z.boolean().default(false),
    description: optionalText(2000).default(''),
    isHostParticipating: z.boolean().default(true),
  })
  .strict();
export type GameDetails = z.infer<typeof gameDetailsSchema>;

export const personRefSchema = z.object({ id: idSchema, name: z.string().max(120) }).strict();
export type PersonRef = z.infer<typeof personRefSchema>;
