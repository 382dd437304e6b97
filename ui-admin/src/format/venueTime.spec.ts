// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { VenueDateField } from './VenueDateField';
import { formatVenueDate, instantOfVenueInput, venueInputOf } from './venueTime';

/** Back-office dates in venue time: Asia/Kolkata and en-IN, whatever the browser's zone and language. */
describe('venue time', () => {
  it('shows an instant in India: 16:30 UTC is 22:00 the same day, the day alone without time', () => {
    expect(formatVenueDate('2026-12-05T16:30:00Z')).toBe('5 Dec 2026, 22:00');
    expect(formatVenueDate('2026-12-05T16:30:00.000Z', { showTime: false })).toBe('5 Dec 2026');
    // 19:00 UTC is past midnight in India: the next day.
    expect(formatVenueDate('2026-12-05T19:00:00Z')).toBe('6 Dec 2026, 00:30');
    expect(formatVenueDate(new Date('2026-01-09T03:05:00Z'))).toBe('9 Jan 2026, 08:35');
  });

  it('keeps a calendar date the day it names, and text that is no date as it is', () => {
    expect(formatVenueDate('2026-12-05')).toBe('5 Dec 2026');
    expect(formatVenueDate('soon')).toBe('soon');
  });

  it('is what VenueDateField renders, with and without time, and its empty text', () => {
    const field = (record: Record<string, unknown>, props: Record<string, unknown> = {}) =>
      render(
        createElement(RecordContextProvider, {
          value: { id: 'r', ...record },
          children: createElement(VenueDateField, { source: 'at', ...props }),
        }),
      ).container.textContent;
    expect(field({ at: '2026-12-05T16:30:00Z' }, { showTime: true })).toBe('5 Dec 2026, 22:00');
    expect(field({ at: '2026-12-05T19:00:00Z' })).toBe('6 Dec 2026');
    expect(field({ at: '2026-12-05' })).toBe('5 Dec 2026');
    expect(field({ at: null }, { emptyText: '—' })).toBe('—');
  });

  it("puts an instant in a datetime-local input at the venue and reads it back with the venue's offset", () => {
    expect(venueInputOf('2030-01-10T12:30:00Z')).toBe('2030-01-10T18:00');
    expect(venueInputOf('2030-01-10T18:00:00+05:30')).toBe('2030-01-10T18:00');
    expect(venueInputOf(undefined)).toBe('');
    expect(instantOfVenueInput('2030-01-10T18:00')).toBe('2030-01-10T18:00:00+05:30');
    expect(instantOfVenueInput('')).toBeUndefined();
    expect(Date.parse(instantOfVenueInput(venueInputOf('2030-01-10T12:30:00Z'))!)).toBe(Date.parse('2030-01-10T12:30:00Z'));
  });
});
