import { createHash } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a shortId read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The first letter with its accent dropped (É -> E); X when that is not a letter A-Z or the name is empty. */
const initial = (name: string) => {
  const first = name.trim().normalize('NFD').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : 'X';
};

/**
 * The public short id of a user, fixed when the user registers and never changed after:
 * the initials of first and last name as registered (A-Z, accents dropped, otherwise X),
 * then 8 base32 characters of sha256(userId) (40 bits). E.g. Priya Sharma -> "PS" + "7K2M9QXD".
 * The hash makes it stable for a user id on every replay; names only make it friendlier.
 * It is not guaranteed unique: lookups by shortId may meet a (rare) twin.
 */
export const shortIdFor = (userId: string, firstName: string, lastName: string): string => {
  const hash = createHash('sha256').update(userId).digest();
  let bits = 0n;
  for (const byte of hash.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 7; i >= 0; i--) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return `${initial(firstName)}${initial(lastName)}${code}`;
};
