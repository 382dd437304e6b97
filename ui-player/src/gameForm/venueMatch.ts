import { placeTextOf, venueMatchApi } from '@sports/contracts';
import { readRoute } from '../games/command';

export type VenueMatch = venueMatchApi.VenueMatch;

/** Fewer letters than this name no venue (the server answers none): not worth a request. */
export const MIN_KEY = 3;

/** Spec section 2 create game: the listed venues a typed text names, in the typed city when there is one. */
export const fetchVenueMatches = async (q: string, city: string | undefined): Promise<VenueMatch[]> =>
  (await readRoute(venueMatchApi.matchVenues, {}, { q, city: city?.trim() || undefined })).data.venues;

/** The texts to ask about, the place first, then its address: a host may type the street into either. */
export const placeTexts = (location: { name: string; address?: string | undefined }): string[] =>
  [...new Set([location.name, location.address ?? ''].map((t) => t.trim()))].filter((t) => placeTextOf(t).length >= MIN_KEY);
