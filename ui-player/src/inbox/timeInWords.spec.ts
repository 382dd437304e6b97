import { describe, expect, it } from 'vitest';
import { timeInWords } from './timeInWords';

const now = new Date(2026, 10, 26, 12, 0); // Thu 26 Nov 2026, 12:00 local
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe("an inbox item's time in words", () => {
  it('says minutes and hours for today', () => {
    expect(timeInWords(new Date(now.getTime() - 30_000).toISOString(), now)).toBe('just now');
    expect(timeInWords(at(2026, 10, 26, 11, 59), now)).toBe('1 min ago');
    expect(timeInWords(at(2026, 10, 26, 11, 55), now)).toBe('5 min ago');
    expect(timeInWords(at(2026, 10, 26, 9, 0), now)).toBe('3 h ago');
  });
  it('says yesterday with the time, then the date; the year only when it is another', () => {
    expect(timeInWords(at(2026, 10, 25, 18, 30), now)).toBe('yesterday, 18:30');
    expect(timeInWords(at(2026, 10, 20, 18, 30), now)).toBe('Fri 20 Nov');
    expect(timeInWords(at(2025, 11, 31, 18, 30), now)).toBe('Wed 31 Dec 2025');
  });
});
