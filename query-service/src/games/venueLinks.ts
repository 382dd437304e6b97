import { venueLinkOf, venueKeysOf, type VenueLink } from '@sports/contracts';
import {
  GAME_VENUES_COLLECTION,
  VENUE_KEYS_COLLECTION,
  type DocumentStore,
  type GameVenueDocument,
  type VenueKeysDocument,
} from '@sports/projections';

/**
 * A game's venue link, derived when read (docs/adr/0108-games-at-their-venues.md): the game's
 * keys (gameVenues read model) met with the venues' keys (venueKeys read model). Pure rules are
 * contracts games/venueLink.ts; this file only asks the two read models.
 */

/** More venues than any organisation runs. */
const MAX_VENUES = 2_000;
/** More games than one venue list is ever scoped by; past it the oldest are left out (reported in the decision record). */
const MAX_GAMES = 20_000;
/** Keys per lookup: one `in` list stays well under the stores' bound parameters. */
const KEYS_PER_LOOKUP = 500;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Venues in a stable order (name, then id), so a typed place two venues answer to always resolves alike. */
const inLinkOrder = (venues: VenueKeysDocument[]): VenueKeysDocument[] =>
  [...venues].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.spaceId < b.spaceId ? -1 : a.spaceId > b.spaceId ? 1 : 0));

/** The venues of these organisations. */
export const venuesOfOrgs = async (store: DocumentStore, orgs: readonly string[]): Promise<VenueKeysDocument[]> =>
  orgs.length === 0
    ? []
    : store.find<VenueKeysDocument>(VENUE_KEYS_COLLECTION, {
        filter: { orgId: { $in: [...orgs] } },
        sort: [
          ['orgId', 1],
          ['name', 1],
        ],
        limit: MAX_VENUES,
      });

/** These venues, by id (unknown ids are left out). */
export const venuesByIds = async (store: DocumentStore, spaceIds: readonly string[]): Promise<VenueKeysDocument[]> =>
  spaceIds.length === 0
    ? []
    : store.find<VenueKeysDocument>(VENUE_KEYS_COLLECTION, { filter: { id: { $in: [...spaceIds] } }, limit: MAX_VENUES });

/** Every venue answering to any of these keys. */
const venuesWithKeys = async (store: DocumentStore, keys: readonly string[]): Promise<VenueKeysDocument[]> => {
  const found = new Map<string, VenueKeysDocument>();
  for (const part of chunks([...new Set(keys)], KEYS_PER_LOOKUP))
    for (const venue of await store.find<VenueKeysDocument>(VENUE_KEYS_COLLECTION, { filter: { keys: { $in: part } }, limit: MAX_VENUES }))
      found.set(venue.id, venue);
  return inLinkOrder([...found.values()]);
};

const gamesWithKeys = async (store: DocumentStore, keys: readonly string[]): Promise<GameVenueDocument[]> => {
  const found = new Map<string, GameVenueDocument>();
  for (const part of chunks([...new Set(keys)], KEYS_PER_LOOKUP))
    for (const game of await store.find<GameVenueDocument>(GAME_VENUES_COLLECTION, {
      filter: { keys: { $in: part } },
      sort: [['startAt', -1]],
      limit: MAX_GAMES,
    }))
      found.set(game.id, game);
  return [...found.values()];
};

/**
 * The ids of the games played at these venues (cancelled ones too: their dispute cases stay the
 * venue's). A game linked by its venue or a field is the venue's outright; one whose typed place
 * reads like the venue is the venue's when the derived link says so, i.e. unless another venue it
 * answers to comes first (venueLinkOf), so two organisations never both hold a typed place.
 * `placesOnly`: only the games linked through a field or a typed place (their cases carry no spaceId).
 */
export const gameIdsAtVenues = async (
  store: DocumentStore,
  venues: readonly VenueKeysDocument[],
  options: { placesOnly?: boolean } = {},
): Promise<string[]> => {
  if (venues.length === 0) return [];
  const ids = new Set(venues.map((v) => v.spaceId));
  const keys = venues.flatMap((venue) => venueKeysOf(venue));
  const hard = keys.filter((k) => k.startsWith('space:') || k.startsWith('field:'));
  const soft = keys.filter((k) => !hard.includes(k));
  const out = new Set<string>();
  for (const game of await gamesWithKeys(store, options.placesOnly ? hard.filter((k) => k.startsWith('field:')) : hard)) out.add(game.id);
  const typed = await gamesWithKeys(store, soft);
  if (typed.length > 0) {
    const rivals = await venuesWithKeys(
      store,
      typed.flatMap((game) => game.keys),
    );
    for (const game of typed) {
      const link = venueLinkOf(game.keys, rivals);
      if (link && ids.has(link.spaceId)) out.add(game.id);
    }
  }
  return [...out];
};

/** Each game's venue link (null: at no listed venue, or not a game this model knows). */
export const venueLinksOf = async (store: DocumentStore, activityIds: readonly string[]): Promise<Map<string, VenueLink | null>> => {
  const links = new Map<string, VenueLink | null>(activityIds.map((id) => [id, null]));
  if (activityIds.length === 0) return links;
  const games = await store.find<GameVenueDocument>(GAME_VENUES_COLLECTION, {
    filter: { id: { $in: [...activityIds] } },
    limit: activityIds.length,
  });
  const venues = await venuesWithKeys(
    store,
    games.flatMap((game) => game.keys),
  );
  for (const game of games) links.set(game.id, venueLinkOf(game.keys, venues));
  return links;
};

/** One game's venue link. */
export const venueLinkOfGame = async (store: DocumentStore, activityId: string): Promise<VenueLink | null> =>
  (await venueLinksOf(store, [activityId])).get(activityId) ?? null;
