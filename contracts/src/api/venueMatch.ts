import { z } from 'zod';
import { optionalText, text } from '../core/primitives';
import { venueLocationSchema } from '../catalogue/shapes';
import { defineRoute } from './route';

/** At most this many venues answer one typed place: a short question, not a list to scroll. */
export const VENUE_MATCH_LIMIT = 3;

/** A listed venue a typed place names: what a game links to (spaceId, spaceName) and the place it fills in. */
export const venueMatchSchema = z.object({ spaceId: z.string(), name: z.string(), location: venueLocationSchema });
export type VenueMatch = z.infer<typeof venueMatchSchema>;

export const matchVenues = defineRoute({
  operationId: 'matchVenues',
  method: 'get',
  path: '/api/vm/venues/match',
  summary: `The listed venues (spaces of the catalogue) a place typed on the create-game form names (spec section 2 create game; section 3 Activity spaceId, spaceName): q read with case, accents, spaces and punctuation ignored as the venue's name, its address, a part of its address, or its name with its city; with city, only venues in that city. At most ${VENUE_MATCH_LIMIT}, by name; none for a q with fewer than 3 letters or digits.`,
  tag: 'Catalogue',
  auth: 'none',
  query: z.object({ q: text(200), city: optionalText(80).optional() }).strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ venues: z.array(venueMatchSchema).max(VENUE_MATCH_LIMIT) }) }),
  errors: ['VALIDATION_FAILED'],
});
