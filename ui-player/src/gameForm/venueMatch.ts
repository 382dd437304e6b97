import { venueMatchApi } from '@sports/contracts';
import { readRoute } from '../games/command';

export type VenueMatch = venueMatchApi.VenueMatch;

/** The typed text as the server's matcher reads it (case, accents, spaces, punctuation ignored): what a No is remembered by. */
export const placeKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Fewer letters than this name no venue (the server answers none): not worth a request. */
export const MIN_KEY = 3;

/** Spec section 2 create game: the listed venues a typed text names, in the typed city when there is one. */
export const fetchVenueMatches = async (q: string, city: string | undefined): Promise<VenueMatch[]> =>
  (await readRoute(venueMatchApi.matchVenues, {}, { q, city: city?.trim() || undefined })).data.venues;

/** The texts to ask about, the place first, then its address: a host may type the street into either. */
export const placeTexts = (location: { name: string; address?: string | undefined }): string[] =>
  [...new Set([location.name, location.address ?? ''].map((t) => t.trim()))].filter((t) => placeKey(t).length >= MIN_KEY);
