import { z } from 'zod';
import { idSchema, skillLevel } from '../core/primitives';

/** Spec section 7 "PUT set self skill level (body selfLevel)": a player's own level per listing, 0..3 (section 4 labels). */
export const skillEvents = {
  SelfSkillLevelSet: { version: 1, schema: z.object({ userId: idSchema, listingId: idSchema, selfLevel: skillLevel }) },
} as const;

export const skillCommands = {
  SetSelfSkillLevel: skillEvents.SelfSkillLevelSet.schema,
} as const;

export type SkillCommand = { type: 'SetSelfSkillLevel'; data: z.infer<typeof skillCommands.SetSelfSkillLevel> };
