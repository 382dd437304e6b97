import { z } from 'zod';
import { circleDocumentSchema } from '../circles/events';
import { venueDocumentSchema } from '../venues/readModel';
import { idSchema, optionalText } from '../core/primitives';
import { GAME_PAGE_SIZE } from '../games/listing';
import { gameListResponse, gameStatusSchema, pageParams } from './games';
import { defineRoute } from './route';

/** A region is a city name: letters, spaces, dots, hyphens and apostrophes. */
const regionSchema = optionalText(80)
  .min(1)
  .regex(/^[\p{L}\p{M} .'-]+$/u, 'must be a city name');

/** Spec section 7 "Games": the discovery lists beside "all games", each paged by 9 with nextUrl. */
const statusList = z
  .string()
  .max(60)
  .transform((v, ctx) => {
    const parts = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const parsed = z.array(gameStatusSchema).min(1).safeParse(parts);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'a comma list of upcoming, ongoing, past, hold' });
      return z.NEVER;
    }
    return [...new Set(parsed.data)];
  });

export const listMyGames = defineRoute({
  operationId: 'listMyGames',
  method: 'get',
  path: '/api/vm/activities/my/{page}/{size}',
  summary: `Spec section 7 "GET my games (statusList, userId)": games the caller hosts, co-hosts, joined, asked to join or is invited to, in the given statuses (default all): games to come (under way, on hold, upcoming) soonest first, then past games latest first; a game the caller left or was removed from is not listed; paged by ${GAME_PAGE_SIZE}. userId is accepted for the spec client; the token decides.`,
  tag: 'Games',
  auth: 'required',
  params: pageParams,
  query: z.object({ statusList: statusList.optional(), userId: idSchema.optional() }).strict(),
  successStatus: 200,
  response: gameListResponse,
  errors: ['VALIDATION_FAILED'],
});

export const listInterestGames = defineRoute({
  operationId: 'listInterestGames',
  method: 'get',
  path: '/api/vm/activities/interests/{page}/{size}',
  summary: 'The "My Interests" tab: upcoming games of the circles the caller follows (PUT /api/vm/users/me/interests), soonest first.',
  tag: 'Games',
  auth: 'required',
  params: pageParams,
  successStatus: 200,
  response: gameListResponse,
  errors: ['VALIDATION_FAILED'],
});

export const listRegionGames = defineRoute({
  operationId: 'listRegionGames',
  method: 'get',
  path: '/api/vm/activities/region/{region}/{page}/{size}',
  summary:
    'Spec section 7 "GET games by region": games in a city (the region key is the lower-cased city of the location), upcoming by default, optionally of one listing.',
  tag: 'Games',
  auth: 'optional',
  params: pageParams.extend({ region: regionSchema }),
  query: z.object({ status: gameStatusSchema.default('upcoming'), filterListingId: idSchema.optional() }).strict(),
  successStatus: 200,
  response: gameListResponse,
  errors: ['VALIDATION_FAILED'],
});

export const listRegionListings = defineRoute({
  operationId: 'listRegionListings',
  method: 'get',
  path: '/api/vm/regions/{region}/listings',
  summary: 'Spec section 7 "GET region listings": the listings with upcoming public games in the region, most games first.',
  tag: 'Games',
  auth: 'none',
  params: z.object({ region: regionSchema }).strict(),
  successStatus: 200,
  response: z.object({ data: z.array(z.object({ listingId: z.string(), listingName: z.string(), count: z.number().int() })) }),
  errors: ['VALIDATION_FAILED'],
});

export const listCircles = defineRoute({
  operationId: 'listCircles',
  method: 'get',
  path: '/api/vm/circles',
  summary: 'Spec section 7 "GET circles by listing": circles of a listing (optionally in a city), each with whether the caller follows it.',
  tag: 'Circles',
  auth: 'optional',
  query: z.object({ listingId: idSchema, city: optionalText(80).optional() }).strict(),
  successStatus: 200,
  response: z.object({ data: z.array(circleDocumentSchema.extend({ isFollowing: z.boolean() })) }),
  errors: ['VALIDATION_FAILED'],
});

/** Spec section 9: the venue fetch is 0/30. */
export const VENUE_PAGE_SIZE = 30;

export const listVenuesByListing = defineRoute({
  operationId: 'listVenuesByListing',
  method: 'get',
  path: '/api/vm/venues/listing/{listingId}/{page}/{size}',
  summary: `Spec section 7 "GET venues by listing" (fetched ${VENUE_PAGE_SIZE} at a time, "0/30"): the places where games of this listing were hosted, by name, optionally in one city; for the create-game venue pick. The catalogue of organisations and spaces adds its venues with the bookings work.`,
  tag: 'Games',
  auth: 'optional',
  params: pageParams.extend({ listingId: idSchema }),
  query: z.object({ city: optionalText(80).optional() }).strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ venues: z.array(venueDocumentSchema), nextUrl: z.string().nullable() }) }),
  errors: ['VALIDATION_FAILED'],
});
