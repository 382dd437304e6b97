import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { MAX_INTEREST_CIRCLES } from '../circles/events';

/** Spec section 7 "PUT my interest (body circleIds)": the circles a player follows, replaced as a whole. */
export const interestEvents = {
  InterestsSet: { version: 1, schema: z.object({ userId: idSchema, circleIds: z.array(idSchema).max(MAX_INTEREST_CIRCLES) }) },
} as const;

export const interestCommands = {
  SetInterests: interestEvents.InterestsSet.schema,
} as const;

export type InterestCommand = { type: 'SetInterests'; data: z.infer<typeof interestCommands.SetInterests> };
