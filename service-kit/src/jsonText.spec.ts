import { describe, expect, it } from 'vitest';
import { withJsonFields } from './jsonText';

const parse = (pieces: Uint8Array[]) => JSON.parse(Buffer.concat(pieces).toString('utf8'));

describe('withJsonFields', () => {
  it('adds fields to the bytes of a JSON object as a parse and spread would, multi-byte text included', () => {
    const doc = { id: 'g1', name: 'Sunday "5v5" ₹150', n: [1, { a: null }] };
    expect(parse(withJsonFields(Buffer.from(JSON.stringify(doc)), { isSaved: true, viewerStatus: null }))).toEqual({ ...doc, isSaved: true, viewerStatus: null });
  });

  it('handles the empty object on either side', () => {
    expect(Buffer.concat(withJsonFields(Buffer.from('{}'), { a: 1 })).toString()).toBe('{"a":1}');
    expect(Buffer.concat(withJsonFields(Buffer.from('{"a":1}'), {})).toString()).toBe('{"a":1}');
  });
});
