import { z } from 'zod';
import { idSchema, optionalText, text } from '../core/primitives';

/**
 * Circles are the interest groups a player follows (spec section 3 Activity `circleId`,
 * section 7 "GET circles by listing" and "PUT my interest (body circleIds)"): one sport in one
 * city, e.g. "Chennai Football". A game may belong to a circle; "My Interests" lists the games
 * of the circles a player follows.
 */
export const circleDetailsSchema = z
  .object({
    name: text(80),
    listingId: idSchema,
    listingName: text(80),
    city: text(80),
    description: optionalText(500).default(''),
  })
  .strict();
export type CircleDetails = z.infer<typeof circleDetailsSchema>;

export const circleEvents = {
  CircleCreated: {
    version: 1,
    schema: z.object({ circleId: idSchema, details: circleDetailsSchema, createdBy: idSchema }),
  },
} as const;

export const circleCommands = {
  CreateCircle: circleEvents.CircleCreated.schema,
} as const;

export type CircleEvent = { type: 'CircleCreated'; data: z.infer<typeof circleEvents.CircleCreated.schema> };
export type CircleCommand = { type: 'CreateCircle'; data: z.infer<typeof circleCommands.CreateCircle> };

/** A player follows at most this many circles. */
export const MAX_INTEREST_CIRCLES = 50;

/** The stored document of the `circles` read model. */
export const circleDocumentSchema = z.object({
  id: z.string(),
  circleId: z.string(),
  name: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  city: z.string(),
  /** Lower-cased city, the region key shared with games. */
  region: z.string(),
  description: z.string(),
  createdBy: z.string(),
  created: z.string(),
});
export type CircleDocument = z.infer<typeof circleDocumentSchema>;
