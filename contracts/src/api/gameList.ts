import { z } from 'zod';
import { idSchema, isoDate } from '../core/primitives';
import { gameDocumentSchema } from '../games/readModel';
import { activityDerivedSchema } from '../games/activityFields';
import { GAME_PAGE_SIZE } from '../games/listing';
import { defineRoute } from './route';
import { PRODUCT_KEY } from '../core/product';

/**
 * The game lists (spec section 7 "GET all games", saved games), apart from the other game routes so
 * that the player UI's first screen, whose loader asks for the list, carries only these schemas
 *. Re-exported by ./games, so gamesApi is unchanged.
 */

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * A whole number of paise in a query string (z.coerce would read "" as 0), within the bounds of
 * money (minorUnits, 0 to 100,000,000) by the pattern itself.
 */
const paise = z
  .string()
  .regex(/^(?:\d{1,8}|100000000)$/, 'must be a whole number of paise, from 0 to 100000000')
  .transform(Number);

export const gameStatusSchema = z.enum(['upcoming', 'ongoing', 'past', 'hold']);
export const listSortSchema = z.enum(['soonest', 'distance']);

/**
 * What the Suggested list shows, in the order it falls back (docs/adr/0103-suggested-never-empty.md): the sports the player chose, the
 * sports they joined, hosted or saved, games around
 * their place, then every upcoming public game.
 */
export const suggestedBasisSchema = z.enum(['sports', 'played', 'place', 'popular']);
export type SuggestedBasis = z.infer<typeof suggestedBasisSchema>;

export const listGamesQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    isAroundCity: booleanFlag.optional(),
    /** Accepted for the spec's client; visibility always follows the token, never this value. */
    userId: idSchema.optional(),
    status: gameStatusSchema.default('upcoming'),
    filterListingId: idSchema.optional(),
    /** With lat/lon: games within this distance (default 25 km; 50 km at least with isAroundCity). */
    radiusKm: z.coerce.number().min(0.1).max(200).optional(),
    /**
     * Games a player pays at most this for, in paise (0: free games only). The cost is what the
     * game's card shows one player paying (bookings/gamePayment.ts playerCostOf): a team game
     * counts the player's share of costPerTeam. Digits only: "", "-1" and "1.5" are refused.
     */
    maxCost: paise.optional(),
    /** Games this user hosts or co-hosts (the game document's memberIds). */
    hostId: idSchema.optional(),
    /** soonest (the default) or distance: nearest to lat/lon first, which it needs (docs/adr/0103-suggested-never-empty.md). */
    sort: listSortSchema.optional(),
  })
  .strict();

/** The viewer's relation to a game, on every listed game when someone is signed in (spec section 3 isSaved, isRecommended). */
export const viewerFlagsSchema = z.object({
  isSaved: z.boolean().optional(),
  isRecommended: z.boolean().optional(),
  /** 'waitlisted': in the game's waitlist. */
  viewerStatus: z.enum(['joined', 'requested', 'invited', 'retired', 'rejected', 'payment_pending', 'waitlisted']).nullable().optional(),
});
/** The derived Activity fields of spec section 3 beside the document's (games/activityFields.ts). */
export const listedGameSchema = z.object({
  ...gameDocumentSchema.shape,
  ...activityDerivedSchema.partial().shape,
  ...viewerFlagsSchema.shape,
});

/** Facets of the list (spec section 3 "Activity list response"); they count the games matching the filters that the list shows the viewer: the public ones and the viewer's own private ones (docs/adr/0144-facets-count-what-the-list-shows.md). */
export const listFacetsSchema = z.object({
  dateList: z.array(z.object({ date: z.string(), count: z.number().int() })),
  monthList: z.array(z.object({ month: z.string(), count: z.number().int() })),
  listingList: z.array(z.object({ listingId: z.string(), listingName: z.string(), count: z.number().int() })),
  monthIndex: z.number().int(),
});

export const gameListResponse = z.object({
  data: z.object({
    activities: z.array(listedGameSchema),
    nextUrl: z.string().nullable(),
    /** total, then the spec's `{product}` key (games), per facility and per listing. */
    counts: z.object({
      total: z.number().int(),
      games: z.number().int().optional(),
      /** The spec's `{product}` key (core/product.ts); `games` is kept beside it for existing clients. */
      [PRODUCT_KEY]: z.number().int().optional(),
      facilities: z.record(z.string(), z.number().int()).optional(),
      listing: z.record(z.string(), z.number().int()).optional(),
    }),
    stopLoading: z.boolean(),
    ...listFacetsSchema.partial().shape,
    /** The Suggested list only: what it shows, and the line the UI puts above it ("Football near Koramangala"). */
    basis: suggestedBasisSchema.optional(),
    heading: z.string().optional(),
    /** The Suggested list only: the point it measured from (the query's or the profile's), for the cards' distances. */
    near: z.object({ lat: z.number(), lon: z.number() }).optional(),
  }),
});

/** Page number from 0 and page size, in the path as the spec's client sends them (section 7, "0/9"). */
export const pageParams = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000),
    size: z.coerce.number().int().min(1).max(90),
  })
  .strict();

export const listGames = defineRoute({
  operationId: 'listGames',
  method: 'get',
  path: '/api/vm/activities/all/{page}/{size}',
  summary: `Game list, paged (spec section 7 "GET all games", page size ${GAME_PAGE_SIZE}); follow nextUrl. Filters: status, filterListingId, startDate/endDate (the game's date), lat/lon within radiusKm (default 25 km; isAroundCity widens it to at least 50 km, the city around the point), maxCost (paise: games one player pays at most this for, 0 = free only; the cost is the card's per-player price: isHostPaying is 0, a team game counts the player's share of costPerTeam, costPerTeam ÷ places per team rounded up, and a cost with enablePay off still counts, as it is paid at the venue), hostId (games that user hosts or co-hosts), sort (soonest, the default; distance: nearest to lat/lon first, which it needs, for games not yet over). Private games only for their members. A signed-in viewer gets isSaved, isRecommended and viewerStatus on each game. Facets (counts per listing and facility, dateList without the date filter, monthList, listingList without the listing filter, monthIndex) count the games under the filters that the list shows the viewer, the public ones and the viewer's own private ones (around a point: the 0.1° cells the circle touches), and may be up to 30 s old; counts.total is exact for the filters (the box around a point) and adds the viewer's own private games.`,
  tag: 'Games',
  auth: 'optional',
  params: pageParams,
  query: listGamesQuery,
  successStatus: 200,
  response: gameListResponse,
  errors: ['VALIDATION_FAILED'],
});

/** Spec section 7 "GET saved games": the caller's saved games they may still see, newest save first. */
export const listSavedGames = defineRoute({
  operationId: 'listSavedGames',
  method: 'get',
  path: '/api/vm/activities/saved/{page}/{size}',
  summary: `The caller's saved games, newest save first, paged like the game list (page size ${GAME_PAGE_SIZE}). Deleted games and private games the caller may no longer see drop out.`,
  tag: 'Games',
  auth: 'required',
  params: pageParams,
  successStatus: 200,
  response: gameListResponse,
  errors: ['VALIDATION_FAILED'],
});

/** Spec section 2 Suggested tab: the player's place, from the query (lat/lon and its name) when the UI knows one. */
export const suggestedGamesQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
    /** The place's name for the heading ("near Koramangala"): letters, digits, spaces and . , ' - only. */
    place: z
      .string()
      .max(60)
      .regex(/^[\p{L}\p{M}\p{N} .,'-]*$/u, 'must be a place name')
      .optional(),
    /** Set by nextUrl: later pages keep the first page's basis rather than falling back again. */
    basis: suggestedBasisSchema.optional(),
  })
  .strict();

export const suggestedGames = defineRoute({
  operationId: 'suggestedGames',
  method: 'get',
  path: '/api/vm/activities/suggested/{page}/{size}',
  summary: `The Suggested tab (spec section 2), never empty while any public game is coming up: upcoming games of the sports the caller chose (isRecommended), else of the sports they joined, hosted or saved, else around their place (lat/lon, else the profile's first location: its point, else its city), else every upcoming public game, soonest first. A visitor gets the games around lat/lon, else every upcoming game. \`basis\` says which (sports, played, place, popular) and \`heading\` the words for it ("Football near Koramangala", "Games in Chennai", "Coming up soon"); nextUrl keeps the basis. Paged by ${GAME_PAGE_SIZE}; lat and lon come together.`,
  tag: 'Games',
  auth: 'optional',
  params: pageParams,
  query: suggestedGamesQuery,
  successStatus: 200,
  response: gameListResponse,
  errors: ['VALIDATION_FAILED'],
});
