/**
 * Name search that an index can serve (spec section 7 "GET search user for game"). The store's
 * filters have no "starts with" on array elements, so each user document lists the prefixes
 * its name can be found by: every prefix of the name read from each word on ("priya sharma",
 * "sharma"), up to MAX_PREFIX characters. A search is then one equality lookup on a multikey
 * field, on SQLite and MongoDB alike.
 */
export const MAX_PREFIX = 24;
/** Enough for long names; later words are still found through the earlier ones' prefixes. */
const MAX_WORDS = 6;

/** Lower case, accents dropped, anything but letters and digits a single space. */
export const normalizeName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const namePrefixes = (name: string): string[] => {
  const words = normalizeName(name).split(' ').filter(Boolean).slice(0, MAX_WORDS);
  const prefixes = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const tail = words.slice(i).join(' ').slice(0, MAX_PREFIX);
    for (let end = 1; end <= tail.length; end++) if (tail[end - 1] !== ' ') prefixes.add(tail.slice(0, end));
  }
  return [...prefixes];
};

/** What a search looks up: the normalized text cut to the longest stored prefix (longer queries are checked after). */
export const searchKeyOf = (query: string): string => normalizeName(query).slice(0, MAX_PREFIX);

/** Whether a name matches the whole query, for queries longer than the stored prefixes. */
export const nameMatches = (name: string, query: string): boolean => {
  const wanted = normalizeName(query);
  const words = normalizeName(name).split(' ');
  return words.some((_, i) => words.slice(i).join(' ').startsWith(wanted));
};

/** The field the users read model stores for search. */
export const nameSearchFields = (name: string): { searchPrefixes: string[] } => ({ searchPrefixes: namePrefixes(name) });
