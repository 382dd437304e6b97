import { describe, expect, it } from 'vitest';
import { listingOfField, matchAgain, offersBookAgain, slotsAgain, takenWords } from './bookAgain';
import { makeFacility, makeOrder, makeVenue, timing } from './testFixtures';

// The fixture's order: Turf A on Sat 4 May 2030, 18:00–19:00 IST.
const at = (iso: string) => Date.parse(iso);
const nextWeek = (startTime: string, overrides = {}) =>
  timing(startTime, { date: '2030-05-11', slotId: `marina.turf-a.2030-05-11.${startTime.replace(':', '')}`, ...overrides });

describe('book again: the same field and time next week (docs/adr/0093-host-again-book-again.md)', () => {
  it('is offered on a confirmed order or one whose day has passed, never on one waiting for payment or without slots', () => {
    const before = at('2030-05-02T00:00:00Z');
    const after = at('2030-05-05T00:00:00Z');
    expect(offersBookAgain(makeOrder({ status: 'confirmed' }), before)).toBe(true);
    expect(offersBookAgain(makeOrder({ status: 'expired' }), before)).toBe(false);
    expect(offersBookAgain(makeOrder({ status: 'expired' }), after)).toBe(true);
    expect(offersBookAgain(makeOrder({ status: 'cancelled' }), after)).toBe(true);
    expect(offersBookAgain(makeOrder({ status: 'pending_payment' }), after)).toBe(false);
    const membership = makeOrder({
      status: 'confirmed',
      items: [{ id: 'm', type: 'membership', name: 'Gold', itemId: 'marina.gold' } as never],
    });
    expect(offersBookAgain(membership, before)).toBe(false);
  });

  it('moves every slot by the same days: a week on, or the next same weekday still ahead', () => {
    const [slot] = makeOrder().items;
    if (slot?.type !== 'slot') throw new Error('the fixture order is of a slot');
    const order = makeOrder({ items: [slot, { ...slot, id: 'b', startTime: '19:00', endTime: '20:00' }] });
    expect(slotsAgain(order, at('2030-05-04T20:00:00+05:30'))).toEqual({
      date: '2030-05-11',
      slots: [
        { fieldId: 'marina.turf-a', date: '2030-05-11', startTime: '18:00', endTime: '19:00' },
        { fieldId: 'marina.turf-a', date: '2030-05-11', startTime: '19:00', endTime: '20:00' },
      ],
    });
    // Booked again a month later: Saturday stays Saturday.
    expect(slotsAgain(order, at('2030-06-03T10:00:00+05:30'))?.date).toBe('2030-06-08');
  });

  it('puts free slots in the cart at the price the slots API shows today', () => {
    const wanted = slotsAgain(makeOrder(), at('2030-05-05T00:00:00Z'))!.slots;
    const answer = matchAgain(wanted, [makeFacility([nextWeek('18:00', { amount: 150000 }), nextWeek('19:00')])], 'football');
    expect(answer).toEqual({
      free: true,
      slots: [
        {
          slotId: 'marina.turf-a.2030-05-11.1800',
          spaceId: 'marina',
          spaceName: 'Marina Turf Arena',
          fieldId: 'marina.turf-a',
          fieldName: 'Turf A',
          listingId: 'football',
          timeRangeConfigId: 'evening',
          date: '2030-05-11',
          startTime: '18:00',
          endTime: '19:00',
          amount: 150000,
          symbol: '₹',
        },
      ],
    });
  });

  it('says a slot is taken when it is held, booked, blocked or no longer offered', () => {
    const wanted = slotsAgain(makeOrder(), at('2030-05-05T00:00:00Z'))!.slots;
    for (const status of ['held', 'booked', 'blocked'] as const) {
      expect(matchAgain(wanted, [makeFacility([nextWeek('18:00', { slotStatus: status })])], 'football')).toEqual({
        free: false,
        taken: wanted,
      });
    }
    expect(matchAgain(wanted, [makeFacility([nextWeek('19:00')])], 'football').free).toBe(false);
    expect(matchAgain(wanted, [], 'football').free).toBe(false);
  });

  it('finds the listing the field is sold under', () => {
    const venue = makeVenue({
      listingIds: ['football', 'cricket'],
      facilities: [{ facilityId: 'marina.nets', facilityName: 'Nets', listingIds: ['cricket'] }],
    });
    expect(listingOfField(venue, 'marina.nets')).toBe('cricket');
    expect(listingOfField(venue, 'marina.gone')).toBe('football');
  });

  it('says which day is taken: "next week" within the coming week, else the day', () => {
    const now = at('2030-05-05T10:00:00+05:30');
    expect(takenWords(1, 1, '2030-05-11', now)).toBe('That slot is taken next week (Sat 11 May).');
    expect(takenWords(2, 2, '2030-05-13', now)).toBe('Those slots are taken on Mon 13 May.');
    expect(takenWords(3, 1, '2030-05-11', now)).toBe('1 of those 3 slots is taken next week (Sat 11 May).');
  });
});
