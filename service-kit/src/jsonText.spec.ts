import { describe, expect, it } from 'vitest';
import { withJsonFields } from './jsonText';

describe('withJsonFields', () => {
  it('adds fields to an object text as a parse and spread would', () => {
    const doc = { id: 'g1', name: 'Sunday "5v5"', n: [1, { a: null }] };
    const text = withJsonFields(JSON.stringify(doc), { isSaved: true, viewerStatus: null });
    expect(JSON.parse(text)).toEqual({ ...doc, isSaved: true, viewerStatus: null });
  });

  it('handles the empty object on either side', () => {
    expect(withJsonFields('{}', { a: 1 })).toBe('{"a":1}');
    expect(withJsonFields('{"a":1}', {})).toBe('{"a":1}');
  });
});
