import { z } from 'zod';
import { defineRoute } from './route';

/** A region key: the lower-cased city, as games and venues are filed (spec section 7 "games by region"). */
const regionQuery = z.string().trim().toLowerCase().min(1).max(80);

export const listingSummarySchema = z.object({
  listingId: z.string(),
  listingName: z.string(),
  /** Games ever hosted in it (in the region, when one is asked for). */
  games: z.number().int(),
  /** Venues offering it (in the region, when one is asked for). */
  venues: z.number().int(),
});

export const listListings = defineRoute({
  operationId: 'listListings',
  method: 'get',
  path: '/api/vm/listings',
  summary:
    'The listings (sports) the platform knows: every one a game was hosted in or a venue offers, past games included, optionally in one region, with their games and venues; most games first. What the booking and leaderboard pickers offer.',
  tag: 'Catalogue',
  auth: 'none',
  query: z.object({ region: regionQuery.optional() }).strict(),
  successStatus: 200,
  response: z.object({ data: z.array(listingSummarySchema) }),
  errors: ['VALIDATION_FAILED'],
});

/** A city the pickers offer (the cities read model, contracts/src/catalogue/cities.ts). */
export const citySummarySchema = z.object({
  cityId: z.string(),
  /** As first written or as a platform admin saved it, e.g. "Navi Mumbai". */
  name: z.string(),
  /** The lower-cased name games, venues and boards are filed by. */
  region: z.string(),
  state: z.string().nullable(),
  games: z.number().int(),
  venues: z.number().int(),
});
export type CitySummary = z.infer<typeof citySummarySchema>;

export const listCities = defineRoute({
  operationId: 'listCities',
  method: 'get',
  path: '/api/vm/cities',
  summary:
    'The cities where games were hosted or venues are (spec section 3 "city"), the ones a platform admin switched off left out, most games first, then most venues, then by name. What the city pickers (leaderboard) offer.',
  tag: 'Catalogue',
  auth: 'none',
  query: z.object({}).strict(),
  successStatus: 200,
  response: z.object({ data: z.array(citySummarySchema) }),
  errors: ['VALIDATION_FAILED'],
});
