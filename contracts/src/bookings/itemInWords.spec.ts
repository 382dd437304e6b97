import { describe, expect, it } from 'vitest';
import { itemInWords, refundLineInWords } from './itemInWords';

/** Order and refund lines in words, never an item id. */
const order = { spaceName: 'Marina Turf Arena' };
const slot = {
  id: 's',
  type: 'slot',
  name: 'Marina Turf Arena · Turf A · 2026-11-27 18:00-19:00',
  date: '2026-11-27',
  startTime: '18:00',
  endTime: '19:00',
} as never;
const place = {
  id: 'g',
  type: 'activity',
  name: 'Friday Night Football · Marina Turf Arena',
  date: '2026-11-27',
  startTime: '18:00',
  endTime: '19:30',
} as never;
const meet = {
  id: 'm',
  type: 'meet',
  name: 'Marina Turf Arena · Marina 5K Fun Run · 2026-12-06',
  startsAt: '2026-12-06T00:30:00.000Z',
} as never;

describe('itemInWords', () => {
  it('a slot: its field, the day and the time', () => expect(itemInWords(order, slot)).toBe('Turf A, 27 Nov, 18:00–19:00'));
  it("a game's place: the game, the day and the time", () =>
    expect(itemInWords(order, place)).toBe('Friday Night Football, 27 Nov, 18:00–19:30'));
  it('an offering with a start: its own name without the venue or the ISO date, then the venue day and time (06:00 IST)', () =>
    expect(itemInWords(order, meet)).toBe('Marina 5K Fun Run, 6 Dec, 06:00'));
  it('refund lines: handling charges by name, an item the order lacks keeps its id', () => {
    const withItems = { ...order, items: [slot] };
    expect(refundLineInWords(withItems, 's')).toBe('Turf A, 27 Nov, 18:00–19:00');
    expect(refundLineInWords(withItems, 'handlingCharges')).toBe('Handling charges');
    expect(refundLineInWords(withItems, 'x')).toBe('x');
  });
});
