import { z } from 'zod';

/**
 * Which organisation's venue a game is played at (spec sections 1 and 3; docs/adr/0108-games-at-their-venues.md). A game names its place in
 * one of three ways, strongest first:
 *   1. a venue: `spaceId` (picked from the listed venues at creation, or linked later);
 *   2. a field of a venue: the `facilityId` picked, or the field of a booked slot mapped to it;
 *   3. a typed place: `location`, which is a venue when its name reads as the venue's name, or its
 *      address and city as the venue's address and city (case, spaces and punctuation ignored).
 * Each way is a set of keys; a game keeps only the keys of its strongest way, so a game linked to a
 * venue is never also claimed by a typed place that happens to read like another venue's name.
 * A venue answers to every key of its own; the venue a game is at is one whose keys meet the game's.
 */

/**
 * The one reading of a typed place (docs/adr/0105-typed-place-venue-match.md): lower
 * case, accents and compatibility forms folded (NFKD: "Café", "Ｍarina", "№ 5" read as "cafe",
 * "marina", "no5"), whitespace and punctuation dropped, so "Andheri  Smash Courts" and "andheri
 * smash-courts" read alike. The derived venue link (below), the create form's venue question (the
 * venueMatch read model's keys) and the form's remembered No all read text by it, so a place the
 * question matches is one the link matches by the same words.
 */
export const placeTextOf = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

const spaceKey = (spaceId: string) => `space:${spaceId}`;
const fieldKey = (fieldId: string) => `field:${fieldId}`;
const nameKey = (name: string) => `name:${placeTextOf(name)}`;
const addressKey = (address: string, city: string) => `address:${placeTextOf(address)}|${placeTextOf(city)}`;

/** What a game's venue keys are made of: its place details and the fields of the slots mapped to it. */
export type GamePlaceFacts = {
  spaceId?: string | null;
  facilityId?: string | null;
  location?: { name: string; address?: string | null; city?: string | null } | null;
  slotFieldIds?: readonly string[];
};

/** A typed text too short to name a place says nothing ("", "-"). */
const meaningful = (text: string | null | undefined): text is string => typeof text === 'string' && placeTextOf(text).length >= 3;

/** The keys of the strongest way the game names its place (see above); none for a game at no place. */
export const gameVenueKeysOf = (game: GamePlaceFacts): string[] => {
  if (game.spaceId) return [spaceKey(game.spaceId)];
  const fields = [...new Set([...(game.facilityId ? [game.facilityId] : []), ...(game.slotFieldIds ?? [])])];
  if (fields.length > 0) return fields.map(fieldKey);
  const location = game.location;
  if (!location) return [];
  const keys = new Set<string>();
  if (meaningful(location.name)) keys.add(nameKey(location.name));
  // The address may be typed into the place's name ("14 Veera Desai Road"), or into its address.
  if (meaningful(location.city))
    for (const address of [location.address, location.name]) if (meaningful(address)) keys.add(addressKey(address, location.city));
  return [...keys];
};

/** What a venue's keys are made of (the venues read model's document has each of these). */
export type VenuePlaceFacts = {
  spaceId: string;
  orgId: string;
  name: string;
  location: { name?: string | null; address?: string | null; city?: string | null };
  facilities?: ReadonlyArray<{ facilityId: string }>;
};

/** Every key a game may name this venue by. */
export const venueKeysOf = (venue: VenuePlaceFacts): string[] => {
  const keys = new Set<string>([spaceKey(venue.spaceId), ...(venue.facilities ?? []).map((f) => fieldKey(f.facilityId))]);
  if (meaningful(venue.name)) keys.add(nameKey(venue.name));
  if (meaningful(venue.location.name)) keys.add(nameKey(venue.location.name));
  if (meaningful(venue.location.address) && meaningful(venue.location.city))
    keys.add(addressKey(venue.location.address, venue.location.city));
  return [...keys];
};

/** How a game came to be at its venue. */
export const venueLinkViaSchema = z.enum(['space', 'field', 'place']);
export type VenueLinkVia = z.infer<typeof venueLinkViaSchema>;

/** A game's derived venue: the venue and its organisation (a venue never changes organisation). */
export const venueLinkSchema = z.object({ spaceId: z.string(), orgId: z.string(), name: z.string(), via: venueLinkViaSchema });
export type VenueLink = z.infer<typeof venueLinkSchema>;

const viaOf = (key: string): VenueLinkVia => (key.startsWith('space:') ? 'space' : key.startsWith('field:') ? 'field' : 'place');

/**
 * The venue a game with these keys is at, among `venues`: the first whose keys meet the game's, in
 * the venues' order. Null when none does. Callers pass venues in a stable order (by name, then id),
 * so a typed place two venues answer to always resolves the same way.
 */
export const venueLinkOf = (gameKeys: readonly string[], venues: readonly VenuePlaceFacts[]): VenueLink | null => {
  if (gameKeys.length === 0) return null;
  for (const venue of venues) {
    const own = new Set(venueKeysOf(venue));
    const key = gameKeys.find((k) => own.has(k));
    if (key) return { spaceId: venue.spaceId, orgId: venue.orgId, name: venue.name, via: viaOf(key) };
  }
  return null;
};
