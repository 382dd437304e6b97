import { describe, expect, it } from 'vitest';
import { slotsOfField } from '@sports/contracts';
import { initialSpaceState, type SpaceState } from '../catalogue/spaceDecider';
import { pricesByDuration } from './exceedingDuration';

const price = (amount: number) => ({ amount, enableTax: false, isTaxInclusive: false });
const base = price(100000);
const later = price(80000);
const latest = price(60000);
const space: SpaceState = {
  ...initialSpaceState(),
  exists: true,
  spaceId: 'marina',
  fields: { 'marina.a': { fieldName: 'A', listingIds: ['football'] } },
  timeRanges: {
    day: {
      fieldIds: ['marina.a'],
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startTime: '06:00',
      endTime: '12:00',
      slotMinutes: 60,
      price: base,
      exceedingDurationPrices: [
        { afterMinutes: 120, price: later },
        { afterMinutes: 240, price: latest },
      ],
    },
  },
};
const slots = slotsOfField(space, 'marina.a', '2026-11-21');
const at = (...starts: string[]) => slots.filter((s) => starts.includes(s.startTime));
const amounts = (chosen: ReturnType<typeof at>) => [...pricesByDuration(chosen, space).entries()].sort().map(([, p]) => p.amount);

describe('exceeding-duration prices (spec section 3)', () => {
  it('prices each slot by the rule with the most minutes its place in the run meets', () =>
    expect(amounts(at('06:00', '07:00', '08:00', '09:00', '10:00', '11:00'))).toEqual([100000, 100000, 80000, 80000, 60000, 60000]));
  it('starts a new run after a gap, whatever order the cart lists the slots in', () =>
    // 06:00-08:00 is one run, 09:00-12:00 another: only 11:00 is two hours into its run.
    expect(amounts(at('11:00', '06:00', '07:00', '09:00', '10:00'))).toEqual([100000, 100000, 100000, 100000, 80000]));
});
