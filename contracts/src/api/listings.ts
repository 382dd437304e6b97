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
