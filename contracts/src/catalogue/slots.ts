import { ownValue } from '../core/ownKeys';
import type { PriceConfiguration } from './shapes';
import { minutesOf, timeOf } from './shapes';
import { venueMs } from '../time/venueTime';
import type { TimeRangeDetails } from './commands';

/** What slot derivation needs to know of a space: its fields and time-range configurations. */
export interface SpaceLayout {
  spaceId: string;
  fields: Record<string, { fieldName: string; listingIds: string[] }>;
  timeRanges: Record<string, TimeRangeDetails>;
}

export interface DerivedSlot {
  slotId: string;
  fieldId: string;
  fieldName: string;
  date: string;
  startTime: string;
  endTime: string;
  timeRangeConfigId: string;
  price: PriceConfiguration;
}

export const fieldIdOf = (spaceId: string, fieldKey: string): string => `${spaceId}.${fieldKey}`;
/** The space a field belongs to: its id is `{spaceId}.{fieldKey}` and space ids hold no dot. */
export const spaceIdOfField = (fieldId: string): string => fieldId.split('.')[0]!;
export const slotIdOf = (fieldId: string, date: string, startTime: string): string => `${fieldId}.${date}.${startTime.replace(':', '')}`;

export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The instant a wall-clock time at the venue happens (24:00 is the next midnight). */
export const venueInstant = (date: string, time: string): Date => new Date(venueMs(date) + minutesOf(time) * 60_000);

/**
 * The slots of one field on one date, in time order: every time-range configuration of the field
 * that applies on the date's weekday, cut into slotMinutes pieces. Configurations never overlap on
 * a field (the space's decider refuses that), so slot ids are unique.
 */
export const slotsOfField = (space: SpaceLayout, fieldId: string, date: string): DerivedSlot[] => {
  const field = ownValue(space.fields, fieldId);
  if (!field) return [];
  const weekday = weekdayOf(date);
  const slots: DerivedSlot[] = [];
  for (const [timeRangeConfigId, range] of Object.entries(space.timeRanges)) {
    if (!range.fieldIds.includes(fieldId) || !range.weekdays.includes(weekday)) continue;
    for (let start = minutesOf(range.startTime); start + range.slotMinutes <= minutesOf(range.endTime); start += range.slotMinutes) {
      const startTime = timeOf(start);
      slots.push({
        slotId: slotIdOf(fieldId, date, startTime),
        fieldId,
        fieldName: field.fieldName,
        date,
        startTime,
        endTime: timeOf(start + range.slotMinutes),
        timeRangeConfigId,
        price: range.price,
      });
    }
  }
  return slots.sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime));
};

/** Two time ranges of one field clash when they share a weekday and their hours overlap. */
export const timeRangesOverlap = (a: TimeRangeDetails, b: TimeRangeDetails): boolean =>
  a.fieldIds.some((f) => b.fieldIds.includes(f)) &&
  a.weekdays.some((d) => b.weekdays.includes(d)) &&
  minutesOf(a.startTime) < minutesOf(b.endTime) &&
  minutesOf(b.startTime) < minutesOf(a.endTime);
