import { describe, expect, it } from 'vitest';
import { formatScalar } from '../resources/records/ValueView';
import { phoneInWords } from './phone';

describe('phones as staff dial them', () => {
  it('spaces an Indian number, stored with or without its plus (a student’s "919800000002")', () => {
    expect(phoneInWords('+919800000004')).toBe('+91 98000 00004');
    expect(phoneInWords('919800000002')).toBe('+91 98000 00002');
    expect(phoneInWords('+447700900123')).toBe('+447700900123');
    expect(phoneInWords(null)).toBe('No phone');
  });

  it('reads any record’s E.164 value in words (access accounts, organisations), and leaves other digits alone', () => {
    expect(formatScalar('+919800000007')).toBe('+91 98000 00007');
    expect(formatScalar('1200')).toBe('1200');
    expect(formatScalar(919800000002)).toBe('919800000002');
  });
});
