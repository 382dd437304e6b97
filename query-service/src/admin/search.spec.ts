import { describe, expect, it } from 'vitest';
import { caseVariants, digitsOf } from './search';

describe("a search box's text in store terms", () => {
  it('spells the first four letters in either case, leaving other characters and the rest as typed', () => {
    expect(caseVariants('al').sort()).toEqual(['AL', 'Al', 'aL', 'al']);
    expect(caseVariants('priya')).toHaveLength(16);
    expect(caseVariants('priya').every((v) => v.length === 4)).toBe(true);
    expect(caseVariants('a b').sort()).toEqual(['A B', 'A b', 'a B', 'a b']);
    expect(caseVariants('42')).toEqual(['42']);
  });

  it("reads a phone's digits through spaces, dashes and a leading plus, and nothing else as one", () => {
    expect(digitsOf('98765 43210')).toBe('9876543210');
    expect(digitsOf('+91-98765-43210')).toBe('919876543210');
    expect(digitsOf('priya')).toBeNull();
    expect(digitsOf('12')).toBeNull();
    expect(digitsOf('1234567890123456')).toBeNull();
    // The last 4 digits keep their zeros; a trunk 0 or an international 00 goes (docs/adr/0111-buyer-phone-on-orders.md).
    expect(digitsOf('0004')).toBe('0004');
    expect(digitsOf('098000 00004')).toBe('9800000004');
    expect(digitsOf('0091 98000 00004')).toBe('919800000004');
    expect(digitsOf('(980) 000-0004')).toBe('9800000004');
  });
});
