/**
 * How the back office names a person (spec section 1: organisation staff run their venues from
 * it): the profile's name, or, for a user who has not given one, "Player 5001 (…01)"
 * (docs/adr/0107-nameless-person.md): a four-digit number fixed by
 * the user's id, so the same player reads the same on every page and every day, and the last two
 * digits of their phone, which a venue's desk can match against the caller without the number
 * itself being shown. One helper for every place that names a person (people lookups, histories,
 * the ratings list).
 */

/** 32-bit FNV-1a of the id's UTF-16 code units: tiny, stable across replays and runtimes. */
const hashOf = (id: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/** 1000-9999: always four digits, so the numbers line up and never read as a count. */
export const playerNumberOf = (userId: string): number => 1000 + (hashOf(userId) % 9000);

/** "Player 5001 (…01)"; "Player 5001" without a phone of at least two digits. */
export const unnamedPlayerLabel = (userId: string, phone: string | null | undefined): string => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return `Player ${playerNumberOf(userId)}${digits.length >= 2 ? ` (…${digits.slice(-2)})` : ''}`;
};

/** The name the back office shows for a user: their own, else the unnamed player's label. */
export const personNameOf = (user: { id: string; name?: string | null; phone?: string | null }): string =>
  user.name?.trim() || unnamedPlayerLabel(user.id, user.phone);
