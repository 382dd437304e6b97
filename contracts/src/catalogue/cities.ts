import { z } from 'zod';
import { slugOf } from '../core/slug';
import { idSchema, text } from '../core/primitives';

/**
 * Cities (spec section 3 "city"; section 7 "games by region"): where venues and games are. A city
 * exists as soon as a venue or a game names it (its id is the slug of the name, its region the
 * lower-cased name games are filtered by); platform admins add a city before anything is there,
 * give it a state and country, and switch it off or on (`active`), all through `CitySaved`.
 */
export const cityIdOf = (name: string): string => slugOf(name).slice(0, 64);

export const cityIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be the slug of the city name, such as navi-mumbai')
  .max(64);

export const cityDetailsSchema = z
  .object({
    name: text(80),
    state: text(80).optional(),
    country: text(80).optional(),
    active: z.boolean(),
  })
  .strict();
export type CityDetails = z.infer<typeof cityDetailsSchema>;

export const cityEvents = {
  /** A platform admin saved the city's details (the same details again append nothing). */
  CitySaved: { version: 1, schema: z.object({ cityId: cityIdSchema, details: cityDetailsSchema, savedBy: idSchema }) },
} as const;
export type CityEvent = { type: 'CitySaved'; data: z.infer<(typeof cityEvents)['CitySaved']['schema']> };

export const cityStream = (cityId: string) => `city-${cityId}`;

/** The cities read model: the saved details, and what venues and games say about the city. */
export const cityDocumentSchema = z.object({
  id: z.string(),
  cityId: z.string(),
  name: z.string(),
  /** The lower-cased name, as games' and venues' `region`. */
  region: z.string(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  active: z.boolean(),
  /** Venues whose location names the city, and how many. */
  spaceIds: z.array(z.string()),
  venues: z.number().int(),
  /** Games hosted in the city (ever, as listings count them). */
  games: z.number().int(),
  /** Listings (sports) offered by its venues or played in its games. */
  listingIds: z.array(z.string()),
  /** Whether a platform admin saved the city (otherwise it is known from venues and games only). */
  curated: z.boolean(),
  updated: z.string(),
});
export type CityDocument = z.infer<typeof cityDocumentSchema>;
