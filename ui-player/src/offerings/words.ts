import type { Batch, MembershipPlan, OfferingView, PriceConfiguration, Tax } from '@sports/contracts';
// Subpaths, not the barrel: the venue page's chunk takes these two small modules only.
import { VALIDITY_PRESETS, type ValidityPreset } from '@sports/contracts/catalogue/memberships';
import { venueMs } from '@sports/contracts/time/venueTime';
import { priceWithTax } from '@sports/shared-rules/bookings/pricing';
import { OFFERING_PLACE_NOUN, countWords } from '@sports/contracts/bookings/placeNouns';
import { formatDay } from '../booking/dates';
import { formatMoney } from '../booking/money';

/** What a venue sells, grouped as the venue page's tabs show it (only groups the venue has). */
export type OfferingGroup = 'classes' | 'passes' | 'events';
export const GROUP_NAMES: Record<OfferingGroup | 'slots', string> = {
  slots: 'Slots',
  classes: 'Classes',
  passes: 'Passes & memberships',
  events: 'Events',
};
export const groupOf = (kind: OfferingView['kind']): OfferingGroup =>
  kind === 'class' ? 'classes' : kind === 'pack' || kind === 'locker' ? 'passes' : 'events';

/** What one place is called, for "₹2,950 per student" (shared with the back office, contracts). */
export const PLACE_NOUN: Record<OfferingView['kind'] | 'membership', readonly [one: string, many: string]> = OFFERING_PLACE_NOUN;
export { countWords };

/** What one place costs with tax: the buyer's price, as the slot listing shows slots (docs/bookings.md "Money"). */
export const unitTotal = (price: PriceConfiguration, taxes: readonly Tax[]): number => priceWithTax(price, taxes).total;

/**
 * "₹2,950 per student (₹2,500 + GST 18%)", "₹590 per locker, incl. GST 18%", "₹499 per participant":
 * the buyer's price first, then how tax is in it.
 */
export function priceWords(price: PriceConfiguration, taxes: readonly Tax[], symbol: string, per?: string): string {
  const priced = priceWithTax(price, taxes);
  const head = `${formatMoney(priced.total, symbol)}${per ? ` per ${per}` : ''}`;
  if (!priced.taxLine) return head;
  const tax = `${priced.taxLine.slug} ${priced.taxLine.rate}%`;
  return price.isTaxInclusive ? `${head}, incl. ${tax}` : `${head} (${formatMoney(priced.base, symbol)} + ${tax})`;
}

/** The struck-through price, with tax as the price: null when there is none or it is not higher. */
export function strikeWords(price: PriceConfiguration, taxes: readonly Tax[], symbol: string): string | null {
  if (price.strikeAmount === undefined || price.strikeAmount <= price.amount) return null;
  return formatMoney(priceWithTax({ ...price, amount: price.strikeAmount }, taxes).total, symbol);
}

/** "Monthly · valid 1 month from purchase" (spec section 5 presets). */
export const validityWords = (preset: ValidityPreset): string => {
  const months = VALIDITY_PRESETS[preset];
  return `${preset} · valid ${months} ${months === 1 ? 'month' : 'months'} from purchase`;
};

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "Mon, Wed, Fri · 17:00–18:00 from Thu 3 Dec" (weekdays 0 = Sunday, listed from Monday). */
export function batchWhen(batch: Pick<Batch, 'weekdays' | 'startTime' | 'endTime' | 'startDate'>): string {
  const days = [...batch.weekdays]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((d) => WEEKDAY[d])
    .join(', ');
  return `${days} · ${batch.startTime}–${batch.endTime} from ${formatDay(batch.startDate)}`;
}

/** "12 places left", "1 place left", "Sold out"; null: no limit. */
export const placesWords = (left: number | null): string | null =>
  left === null ? null : left <= 0 ? 'Sold out' : `${left} ${left === 1 ? 'place' : 'places'} left`;

/** When a meet, tournament or event takes place: "Sun 13 Dec · 06:00", "Sat 19 Dec – Sun 20 Dec · from 08:00", "Sat 5 Dec · 19:00–23:00". */
export function datedWhen(offering: OfferingView['offering']): string | null {
  switch (offering.kind) {
    case 'meet':
      return `${formatDay(offering.details.startDate)} · ${offering.details.startTime}`;
    case 'tournament': {
      const { startDate, endDate, startTime } = offering.details;
      return endDate && endDate !== startDate
        ? `${formatDay(startDate)} – ${formatDay(endDate)} · from ${startTime}`
        : `${formatDay(startDate)} · ${startTime}`;
    }
    case 'event':
      return `${formatDay(offering.details.date)} · ${offering.details.startTime}–${offering.details.endTime}`;
    default:
      return null;
  }
}

/** The instant registration closes: registrationCloses, else the start (venue time, +05:30); null for undated kinds. */
export function registrationClosesAt(offering: OfferingView['offering']): number | null {
  if (offering.kind !== 'meet' && offering.kind !== 'tournament' && offering.kind !== 'event') return null;
  if (offering.details.registrationCloses) return Date.parse(offering.details.registrationCloses);
  const date = offering.kind === 'event' ? offering.details.date : offering.details.startDate;
  return venueMs(date, offering.details.startTime);
}

/** A membership plan's line: "Quarterly · valid 3 months from purchase". */
export const planWords = (plan: MembershipPlan): string => validityWords(plan.validity);

/** "Valid to Fri 25 Dec" / "Valid Thu 26 Nov – Wed 25 Feb". */
export const validRange = (from: string | undefined, until: string | undefined): string | null =>
  until ? (from ? `Valid ${formatDay(from)} – ${formatDay(until)}` : `Valid to ${formatDay(until)}`) : null;
