import { minutesOf, ownValue, type DerivedSlot, type PriceConfiguration } from '@sports/contracts';
import type { SpaceState } from '../catalogue/spaceDecider';

/**
 * Spec section 3 "exceeding-duration prices": an order's slots that follow one another on a field
 * and date form one booking; a slot starting `afterMinutes` or more into it is priced by its time
 * range's rule with the most minutes it meets, the others by the range's price.
 */
export const pricesByDuration = (slots: readonly DerivedSlot[], space: SpaceState): Map<string, PriceConfiguration> => {
  const prices = new Map<string, PriceConfiguration>();
  const byDay = new Map<string, DerivedSlot[]>();
  for (const slot of slots) byDay.set(`${slot.fieldId}|${slot.date}`, [...(byDay.get(`${slot.fieldId}|${slot.date}`) ?? []), slot]);
  for (const day of byDay.values()) {
    let runStart = -1;
    let previousEnd = -1;
    for (const slot of [...day].sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime))) {
      const start = minutesOf(slot.startTime);
      if (start !== previousEnd) runStart = start;
      previousEnd = minutesOf(slot.endTime);
      const into = start - runStart;
      const rules = ownValue(space.timeRanges, slot.timeRangeConfigId)?.exceedingDurationPrices ?? [];
      const rule = rules.filter((r) => into >= r.afterMinutes).sort((a, b) => b.afterMinutes - a.afterMinutes)[0];
      prices.set(slot.slotId, rule?.price ?? slot.price);
    }
  }
  return prices;
};
