import { describe, expect, it } from 'vitest';
import { MAX_PREFIX, nameMatches, namePrefixes, normalizeName, searchKeyOf } from './nameSearch';

describe('name search fields (spec section 7 "GET search user for game")', () => {
  it('normalizes case, accents and punctuation', () => {
    expect(normalizeName("  Émile   O'Brien-Ørsted ")).toBe('emile o brien ørsted');
  });

  it('finds a name by the start of any of its words, across the following words too', () => {
    const prefixes = namePrefixes('Priya K Sharma');
    for (const query of ['p', 'priya', 'priya k', 'priya k sh', 'k', 'k sharma', 'sha', 'sharma'])
      expect([query, prefixes.includes(searchKeyOf(query))]).toEqual([query, true]);
    for (const query of ['riya', 'arma', 'priya sharma']) expect([query, prefixes.includes(searchKeyOf(query))]).toEqual([query, false]);
  });

  it('bounds the prefixes: an empty name has none, a long one at most MAX_PREFIX per word', () => {
    expect(namePrefixes('')).toEqual([]);
    const long = namePrefixes('Abcdefghijklmnopqrstuvwxyz Abcdefghijklmnopqrstuvwxyz');
    expect(Math.max(...long.map((p) => p.length))).toBe(MAX_PREFIX);
    expect(long.length).toBeLessThanOrEqual(2 * MAX_PREFIX);
  });

  it('checks queries longer than the stored prefixes against the whole name', () => {
    const name = 'Venkataraghavan Subramaniam Iyer';
    expect(searchKeyOf('venkataraghavan subramaniam').length).toBe(MAX_PREFIX);
    expect(nameMatches(name, 'venkataraghavan subramaniam')).toBe(true);
    expect(nameMatches(name, 'venkataraghavan subramanian')).toBe(false);
    expect(nameMatches(name, 'subramaniam iy')).toBe(true);
  });
});
