import { placeTextOf, type SpaceDocument } from '@sports/contracts';

/**
 * Which listed venue a typed place names (spec section 2 create game, section 3 Activity spaceId):
 * a place matches a venue when, with case, accents, spaces and punctuation ignored, it reads as the
 * venue's name, its address, one part of its address ("Andheri West" of "Andheri West, Mumbai"),
 * or its name with its city. The store has no "contains" on text, so each venue lists its keys and a
 * match is one equality lookup on a multikey index (as the users' name search: users/nameSearch.ts).
 */

/** Shorter keys ("ab") would name too many places to be worth a question. */
export const MIN_PLACE_KEY = 3;
/** Longer typing is cut to this before looking up; the stored keys are cut the same way. */
export const MAX_PLACE_KEY = 120;

/** A typed place as the one rule reads it (contracts placeTextOf), cut to the stored keys' length. */
export const placeKeyOf = (text: string): string => placeTextOf(text).slice(0, MAX_PLACE_KEY);

/** Every key a typed place may match this venue by; parts of the address that are only its city name no venue. */
export const venueMatchKeys = (name: string, location: Pick<SpaceDocument['location'], 'name' | 'address' | 'city'>): string[] => {
  const city = placeKeyOf(location.city ?? '');
  const address = location.address ?? '';
  const parts = address
    .split(',')
    .map(placeKeyOf)
    .filter((part) => part !== city);
  const keys = [name, location.name, address, ...(city ? [`${name} ${location.city}`, `${location.name} ${location.city}`] : [])].map(
    placeKeyOf,
  );
  return [...new Set([...keys, ...parts])].filter((key) => key.length >= MIN_PLACE_KEY);
};
