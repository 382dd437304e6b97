import { describe, expect, it } from 'vitest';
import { weekdaysInWords } from './weekdays';

describe('a time range’s weekdays in words', () => {
  it('names the usual sets and runs, Monday first', () => {
    expect(weekdaysInWords([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(weekdaysInWords([5, 4, 3, 2, 1])).toBe('Weekdays');
    expect(weekdaysInWords([6, 0])).toBe('Weekends');
    expect(weekdaysInWords([1, 2, 3, 4])).toBe('Mon–Thu');
    expect(weekdaysInWords([5, 6, 0])).toBe('Fri–Sun');
    expect(weekdaysInWords([2, 4])).toBe('Tue, Thu');
    expect(weekdaysInWords([0, 3])).toBe('Wed, Sun');
    expect(weekdaysInWords([])).toBe('No days');
  });
});
