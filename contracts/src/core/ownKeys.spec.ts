import { describe, expect, it } from 'vitest';
import { hasOwnKey, ownValue, setOwn } from './ownKeys';

describe('own keys', () => {
  it('never finds an inherited value', () => {
    const record: Record<string, number> = { football: 2 };
    for (const key of ['constructor', '__proto__', 'toString', 'prototype', 'valueOf', 'hasOwnProperty']) {
      expect(ownValue(record, key)).toBeUndefined();
      expect(hasOwnKey(record, key)).toBe(false);
    }
    expect(ownValue(record, 'football')).toBe(2);
    expect(ownValue(undefined, 'football')).toBeUndefined();
  });

  it('stores __proto__ as an own key, leaving the prototype alone', () => {
    const record: Record<string, number> = {};
    setOwn(record, '__proto__', 3);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(ownValue(record, '__proto__')).toBe(3);
    setOwn(record, 'constructor', 4);
    expect(ownValue(record, 'constructor')).toBe(4);
    expect(JSON.parse(JSON.stringify(record))).toEqual(JSON.parse('{"__proto__":3,"constructor":4}'));
  });
});
