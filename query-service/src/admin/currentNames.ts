import { SKILL_NAMES, personNameOf, type AdminResourceName, type GameDocument, type RatingEntry } from '@sports/contracts';
import {
  GAMES_COLLECTION,
  LISTINGS_COLLECTION,
  USERS_COLLECTION,
  type Document,
  type DocumentStore,
  type GameParticipantDocument,
} from '@sports/projections';
import { entryWithCurrentName, gameWithCurrentNames, namedIdsOf } from '../games/currentNames';
import { venueLinksOf } from '../games/venueLinks';
import type { NameOf } from '../people/nameBook';

/** What a page's namer may read: the name book, and the store for one batched read per kind of name. */
export interface NamingContext {
  nameOf: NameOf;
  store: DocumentStore;
}
/** Names a page of records (a list's page, or the one record of a show page). */
export type PageNamer = (records: Document[], context: NamingContext) => Promise<Document[]>;
type Namer = (record: Document, nameOf: NameOf) => Document;

/**
 * Back-office records that show people's names copied from the events, and how each shows the
 * current ones (people/nameBook.ts), as the player app's replies do: a game's host, entries and
 * questions; a game player's entry. A sort by those name columns follows the current names too
 * (nameSorts.ts; docs/adr/0091-read-time-names.md). Orders, students and attendance keep
 * the name typed for them: it is the booking's own record (an invoice's buyer), not a profile's.
 */
const NAMERS: Partial<Record<AdminResourceName, Namer>> = {
  games: (record, nameOf) => gameWithCurrentNames(record as unknown as GameDocument, nameOf),
  gamePlayers: (record, nameOf) => {
    const doc = record as unknown as GameParticipantDocument;
    if (!doc.entry) return record;
    const entry = entryWithCurrentName(doc.entry, nameOf);
    return entry === doc.entry ? record : { ...doc, entry };
  },
  // A user who has not given a name yet reads "Player 5001 (…01)" (contracts personName.ts), as everywhere else.
  users: (record) => (typeof record.name === 'string' && record.name.trim() !== '' ? record : { ...record, name: personNameOf(record) }),
};

const stringsOf = (records: Document[], field: string): string[] => [
  ...new Set(records.flatMap((r) => (typeof r[field] === 'string' ? [r[field]] : []))),
];

/** One read of the named field of the documents with these ids: id -> value. */
const fieldById = async (
  store: DocumentStore,
  collection: string,
  idField: string,
  ids: string[],
  field: string,
): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await store.findFields(collection, { filter: { [idField]: { $in: ids } }, limit: ids.length }, [idField, field]);
  return new Map(
    rows.flatMap((row) =>
      typeof row.values[0] === 'string' && typeof row.values[1] === 'string' ? [[row.values[0], row.values[1]] as const] : [],
    ),
  );
};

/** The back office's names of these users (their own, or "Player 5001 (…01)"), in one read. */
export const personNamesOf = async (store: DocumentStore, ids: string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await store.findFields(USERS_COLLECTION, { filter: { id: { $in: ids } }, limit: ids.length }, ['name', 'phone']);
  return new Map(
    rows.map((row) => [row.id, personNameOf({ id: row.id, name: row.values[0] as string | null, phone: row.values[1] as string | null })]),
  );
};

/**
 * A rating in words (spec section 3, the rating record; section 6, venue staff moderate their
 * games' ratings): the game's, the sport's and both people's names, and the skill level's word
 * (SKILL_NAMES: 0 Beginner … 3 Pro), joined at read time with one read per kind of name for the
 * whole page, so the list, its sort and its CSV carry names, never ids. A game or person since
 * gone answers null: the page says so in words.
 */
const ratingsInWords: PageNamer = async (records, { store }) => {
  const [games, listings, people] = await Promise.all([
    fieldById(store, GAMES_COLLECTION, 'id', stringsOf(records, 'activityId'), 'name'),
    fieldById(store, LISTINGS_COLLECTION, 'listingId', stringsOf(records, 'listingId'), 'listingName'),
    personNamesOf(store, [...new Set([...stringsOf(records, 'raterId'), ...stringsOf(records, 'ratedUserId')])]),
  ]);
  return records.map((record) => {
    const r = record as unknown as RatingEntry;
    return {
      ...record,
      activityName: games.get(r.activityId) ?? null,
      listingName: r.listingId ? (listings.get(r.listingId) ?? null) : null,
      raterName: people.get(r.raterId) ?? null,
      ratedUserName: r.ratedUserId ? (people.get(r.ratedUserId) ?? null) : null,
      ratedLevelName: r.ratedLevel === null ? null : (SKILL_NAMES[r.ratedLevel] ?? null),
    };
  });
};

/**
 * A per-record namer for a page, naming also the people the name book does not (they gave no name
 * yet) as "Player 5001 (…01)", read for the page's such ids at once, instead of the copy their
 * join made of a token's name (docs/adr/0107-nameless-person.md).
 */
const withUnnamed =
  (each: Namer, idsOf: (record: Document) => string[]): PageNamer =>
  async (records, { nameOf, store }) => {
    const unnamed = [...new Set(records.flatMap(idsOf))].filter((id) => nameOf(id) === undefined);
    const labels = await personNamesOf(store, unnamed);
    const names: NameOf = (id) => nameOf(id) ?? labels.get(id);
    return records.map((record) => each(record, names));
  };

/**
 * Each game with `venue`, its derived venue link (docs/adr/0108-games-at-their-venues.md), read
 * for the whole page at once: a game whose host typed the venue's name or address shows the venue
 * it is at, as the organisation's list of games already counts it there.
 */
const withVenueLinks =
  (inner: PageNamer): PageNamer =>
  async (records, context) => {
    const [named, links] = await Promise.all([inner(records, context), venueLinksOf(context.store, stringsOf(records, 'id'))]);
    return named.map((record) => ({ ...record, venue: links.get(record.id) ?? null }));
  };

const PAGE_NAMERS: Partial<Record<AdminResourceName, PageNamer>> = {
  ratings: ratingsInWords,
  games: withVenueLinks(withUnnamed(NAMERS.games!, (record) => namedIdsOf(record as unknown as GameDocument))),
  gamePlayers: withUnnamed(NAMERS.gamePlayers!, (record) => {
    const entry = (record as unknown as GameParticipantDocument).entry;
    return entry && !entry.isOfflineParticipant ? [entry.id] : [];
  }),
};

export const currentNamesFor = (resource: string): PageNamer | null => {
  const page = PAGE_NAMERS[resource as AdminResourceName];
  if (page) return page;
  const each = NAMERS[resource as AdminResourceName];
  return each ? async (records, { nameOf }) => records.map((record) => each(record, nameOf)) : null;
};
