import { typedPhoneOf, type AdminResource } from '@sports/contracts';
import type { DocumentStore, Filter } from '@sports/projections';

/**
 * A resource's search boxes (AdminQueryShape.search) as store conditions. The store compares text
 * as stored (any case), so a name prefix is sought as ranges on the case variants of its first
 * letters, served by the field's index within the caller's scope, and the matches are then checked
 * whole, any case, from the id and name alone (findFields). Digits are matched whole on their field
 * (a phone's endings array holds the last 4 digits, the national number and the whole as values).
 */

/** Letters whose both cases become ranges: 2^4 = 16 at most; the rest of the text is checked on the candidates. */
const VARIANT_LETTERS = 4;
/** The most candidates one name prefix gathers: a one-letter prefix in a large organisation stops here. */
export const MAX_CANDIDATES = 2_000;
/** After every character of a prefix in the store's ordering. */
const HIGH = '\uffff';

/** The spellings of the text's first letters in either case ("al" -> al, aL, Al, AL). */
export const caseVariants = (text: string): string[] =>
  [...text.slice(0, VARIANT_LETTERS)].reduce<string[]>(
    (spelled, char) => {
      const cases = [...new Set([char.toLowerCase(), char.toUpperCase()])].filter((c) => c.length === 1);
      return spelled.flatMap((start) => (cases.length ? cases : [char]).map((c) => start + c));
    },
    [''],
  );

/** Conditions on `field` that hold for every spelling of the text's start (checked whole afterwards: nameStartsWith). */
export const prefixRanges = (field: string, text: string): Filter[] =>
  caseVariants(text).map((start) => ({ [field]: { $gte: start, $lt: start + HIGH } }));

/**
 * The typed text as digits, when it is a phone (spaces, dashes, dots and a leading + allowed; a trunk
 * 0 or an international 00 dropped), else null. A `digits` field holds whole numbers or, as an
 * array, every ending of 4 digits or more (orders' buyerPhoneDigits): the same value serves both.
 */
export const digitsOf = typedPhoneOf;

export const nameStartsWith = (value: unknown, text: string): boolean =>
  typeof value === 'string' && value.toLowerCase().startsWith(text.toLowerCase());

/**
 * The filter that lists a search's matches: the ids whose prefix field starts with the text (any
 * case), or whose digits field equals it (whole, or as one of a phone's endings). `scoped` is the
 * filter without the search keys, already narrowed to the caller's part and the other filters, so
 * every candidate is read within it and no match comes from outside it.
 */
export const withSearch = async (
  store: DocumentStore,
  collection: string,
  resource: AdminResource,
  scoped: Filter,
  requested: Record<string, unknown>,
): Promise<Filter> => {
  let found = null as Set<string> | null;
  for (const [key, fields] of Object.entries(resource.search ?? {})) {
    const text = requested[key];
    if (typeof text !== 'string') continue;
    const ids = new Set<string>();
    for (const field of fields.prefix) {
      const rows = await store.findFields(collection, { filter: { ...scoped, $or: prefixRanges(field, text) }, limit: MAX_CANDIDATES }, [
        field,
      ]);
      for (const row of rows) if (nameStartsWith(row.values[0], text)) ids.add(row.id);
    }
    // A phone's matches are read by each digits index on its own, as a name's are.
    const digits = digitsOf(text);
    for (const field of digits ? (fields.digits ?? []) : []) {
      const rows = await store.findFields(collection, { filter: { ...scoped, [field]: digits }, limit: MAX_CANDIDATES }, []);
      for (const row of rows) ids.add(row.id);
    }
    // Two search keys: records matching both.
    found = found === null ? ids : new Set([...found].filter((id) => ids.has(id)));
  }
  if (found === null) return scoped;
  // Every id met `scoped` already: the list is read by id alone (the primary key, then the sort of the few found).
  // With the scope in the same query SQLite walked the organisation's records in the sort's order instead (bench:find-anyone).
  // Nothing can match: an id no record has keeps the list's paging and count as they are.
  return found.size ? { id: { $in: [...found] } } : { id: '' };
};
