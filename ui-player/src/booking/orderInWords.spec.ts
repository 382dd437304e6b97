import type { OrderDocument } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { orderInWords } from './orderInWords';
import { makeOrder } from './testFixtures';

type Item = OrderDocument['items'][number];
const slotAt = (startTime: string, endTime: string): Item =>
  ({
    ...makeOrder().items[0]!,
    id: `slot-${startTime}`,
    name: `Marina Turf Arena · Turf A · 2030-05-04 ${startTime}-${endTime}`,
    startTime,
    endTime,
  }) as Item;

/** The words an order page leads with, never an order id. */
describe('an order in words', () => {
  it('names one slot by field, day and time, without the venue the page heads with', () => {
    expect(orderInWords(makeOrder({ items: [slotAt('18:00', '19:00')] }))).toBe('Turf A, 4 May, 18:00–19:00');
  });

  it('names two items both, and of more the first and how many others', () => {
    expect(orderInWords(makeOrder({ items: [slotAt('18:00', '19:00'), slotAt('19:00', '20:00')] }))).toBe(
      'Turf A, 4 May, 18:00–19:00; Turf A, 4 May, 19:00–20:00',
    );
    expect(orderInWords(makeOrder({ items: [slotAt('18:00', '19:00'), slotAt('19:00', '20:00'), slotAt('20:00', '21:00')] }))).toBe(
      'Turf A, 4 May, 18:00–19:00 and 2 more',
    );
  });

  it('names an undated item by its own name, without the venue', () => {
    const pack = { ...makeOrder().items[0]!, id: 'p1', type: 'pack', name: 'Marina Turf Arena · 10-session pack' } as unknown as Item;
    expect(orderInWords(makeOrder({ items: [pack] }))).toBe('10-session pack');
  });
});
