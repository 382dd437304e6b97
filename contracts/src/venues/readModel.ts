import { z } from 'zod';

/**
 * A venue as players pick it when creating a game (spec section 2 "pick a venue", section 7
 * "GET venues by listing"). Until the catalogue of organisations and spaces exists (the bookings
 * issue), venues are the places games were hosted at, with the listings played and the
 * facilities used there.
 */
export const venueDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().optional(),
  city: z.string().optional(),
  region: z.string().nullable(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  spaceId: z.string().optional(),
  spaceName: z.string().optional(),
  listingIds: z.array(z.string()),
  listings: z.array(z.object({ listingId: z.string(), listingName: z.string() })),
  facilities: z.array(z.object({ facilityId: z.string(), facilityName: z.string() })),
  source: z.literal('games'),
  updated: z.string(),
});
export type VenueDocument = z.infer<typeof venueDocumentSchema>;
