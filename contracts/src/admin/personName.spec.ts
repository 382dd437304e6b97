import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personNameOf, playerNumberOf, unnamedPlayerLabel } from './personName';

describe('a person without a name in the back office (docs/adr/0107-nameless-person.md)', () => {
  it('reads "Player" with a four-digit number from the id and the phone\'s last two digits', () => {
    expect(unnamedPlayerLabel('u-7f3a', '+919812345601')).toMatch(/^Player \d{4} \(…01\)$/);
    expect(personNameOf({ id: 'u-7f3a', name: '', phone: '+919812345601' })).toBe(unnamedPlayerLabel('u-7f3a', '+919812345601'));
  });

  it('keeps a name the user gave, trimmed of nothing but blank space', () => {
    expect(personNameOf({ id: 'u-1', name: 'Priya Sharma', phone: '+919800000001' })).toBe('Priya Sharma');
    expect(personNameOf({ id: 'u-1', name: '   ', phone: null })).toBe(`Player ${playerNumberOf('u-1')}`);
  });

  it('leaves the phone out when there is none to quote', () => {
    expect(unnamedPlayerLabel('u-1', null)).toBe(`Player ${playerNumberOf('u-1')}`);
    expect(unnamedPlayerLabel('u-1', '7')).toBe(`Player ${playerNumberOf('u-1')}`);
  });

  it('gives every id the same four-digit number each time', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (id) => {
        const n = playerNumberOf(id);
        expect(n).toBe(playerNumberOf(id));
        expect(n).toBeGreaterThanOrEqual(1000);
        expect(n).toBeLessThanOrEqual(9999);
      }),
    );
  });

  it('tells different players apart: 1,000 random ids share few numbers', () => {
    const numbers = new Set(Array.from({ length: 1000 }, (_, i) => playerNumberOf(`user-${i}-${(i * 7919).toString(36)}`)));
    // 1,000 draws from 9,000 numbers leave about 950 distinct ones; a broken hash leaves far fewer.
    expect(numbers.size).toBeGreaterThan(900);
  });
});
