import { unnamedPlayerLabel } from '@sports/contracts';
import type { Document, DocumentStore, FindQuery, Scalar } from '@sports/projections';
import type { NameOf } from '../people/nameBook';

/**
 * A back-office list sorted by a name column that shows current names (currentNames.ts) is sorted
 * by them too: the stored copy may be older than the name shown. The person's id and the copy of
 * every match are read from the indexes (no document bodies), sorted here by the current name (the
 * copy for anyone without an account) then id, as the store orders text, and only the page's
 * documents are read. A game's players are one game's (at most its places); the games list reads
 * two index columns of each game it matches.
 */
interface NameSort {
  field: string;
  person: string;
  /** The name of a person the book does not name (no name given yet), where it is not the copy. */
  unnamed?: (id: string) => string;
}
const NAME_SORTS: Record<string, readonly NameSort[]> = {
  games: [{ field: 'hostDetail.name', person: 'host' }],
  gamePlayers: [{ field: 'entry.name', person: 'userId' }],
  // Ratings name both people at read time (currentNames.ts) and keep only their ids: the id is the copy.
  ratings: [
    { field: 'raterId', person: 'raterId', unnamed: (id) => unnamedPlayerLabel(id, null) },
    { field: 'ratedUserId', person: 'ratedUserId', unnamed: (id) => unnamedPlayerLabel(id, null) },
  ],
};
const sortSpecOf = (resource: string, query: FindQuery) => NAME_SORTS[resource]?.find((spec) => spec.field === query.sort?.[0]?.[0]);

/** SQLite's order of values (null, numbers, text by code point), as the store sorts. */
const compare = (a: Scalar, b: Scalar): number => {
  const rank = (v: Scalar) => (v === null ? 0 : typeof v === 'number' ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (a === b) return 0;
  return (a as string | number) < (b as string | number) ? -1 : 1;
};

/** Whether this list's order is by a name column shown with current names. */
export const sortsByCurrentName = (resource: string, query: FindQuery): boolean => {
  return sortSpecOf(resource, query) !== undefined;
};

/** One page of the list in the order of current names, and the total. */
export const findByCurrentName = async (
  store: DocumentStore,
  collection: string,
  resource: string,
  query: FindQuery,
  nameOf: NameOf,
): Promise<{ records: Document[]; total: number }> => {
  const spec = sortSpecOf(resource, query)!;
  const direction = query.sort?.[0]?.[1] ?? 1;
  const rows = await store.findFields(collection, { ...(query.filter ? { filter: query.filter } : {}) }, [spec.person, spec.field]);
  const nameOfPerson = (person: Scalar): Scalar | undefined =>
    typeof person === 'string' ? (nameOf(person) ?? spec.unnamed?.(person)) : undefined;
  const keyed = rows.map((row) => ({ id: row.id, name: nameOfPerson(row.values[0]!) ?? row.values[1] ?? null }));
  keyed.sort((a, b) => (compare(a.name, b.name) || compare(a.id, b.id)) * direction);
  const skip = query.skip ?? 0;
  const ids = keyed.slice(skip, skip + (query.limit ?? keyed.length)).map((row) => row.id);
  const docs = ids.length ? await store.find<Document>(collection, { filter: { id: { $in: ids } }, limit: ids.length }) : [];
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return { records: ids.flatMap((id) => byId.get(id) ?? []), total: keyed.length };
};
