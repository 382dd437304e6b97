import { addDays, formatDay } from '../booking/dates';
import { formatLength } from '../games/format';

/** How many days the day strip offers (a Playo/Playtomic host picks from the next two weeks; later days by "Other date"). */
export const STRIP_DAYS = 14;

/** The venue's next days from today, as the date input holds them ("2026-11-27"). */
export const stripDays = (today: string, count: number = STRIP_DAYS): string[] =>
  Array.from({ length: count }, (_, i) => addDays(today, i));

/** "Today", "Tomorrow", then the app's day words, "Sat 28 Nov". */
export function dayChipWord(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return formatDay(date);
}

/** The quick lengths offered under the start, in minutes: "1 h", "1 h 30", "2 h". */
export const QUICK_LENGTHS = [60, 90, 120] as const;

const DAY_MINUTES = 24 * 60;

/** Minutes since midnight of an "HH:MM" (or "HH:MM:SS"), or null when it is not a time. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return null;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h < 24 && m < 60 ? h * 60 + m : null;
}

/**
 * The end `minutes` after `start`, "HH:MM"; null when there is no start or it would pass midnight
 * (a game is on one date: the form refuses an end before its start).
 */
export function endAfter(start: string, minutes: number): string | null {
  const from = minutesOf(start);
  if (from === null || from + minutes >= DAY_MINUTES) return null;
  const end = from + minutes;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** Minutes from start to end, or null when either is missing or the end is not after the start. */
export function lengthMinutes(start: string, end: string): number | null {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from === null || to === null || to <= from ? null : to - from;
}

/** The length in the game card's words ("1 h 30", "45 min"), or null when there is none to say. */
export function lengthWords(start: string, end: string): string | null {
  const minutes = lengthMinutes(start, end);
  return minutes === null ? null : formatLength(minutes * 60_000);
}

/**
 * A new start keeps the game's length, as a calendar moves an event: the end follows it. With no
 * length to keep (no end yet, or an end before the start), or one that would pass midnight, the end
 * stays as it is. Before, a start moved from 18:00 to 19:00 left a 19:30 end: "30 min", unasked.
 */
export function movedStart(start: string, end: string, nextStart: string): { startTime: string; endTime: string } {
  const length = lengthMinutes(start, end);
  const nextEnd = length === null ? null : endAfter(nextStart, length);
  return { startTime: nextStart, endTime: nextEnd ?? end };
}
