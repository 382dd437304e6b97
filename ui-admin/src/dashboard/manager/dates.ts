import { venueInputOf } from '../../format/venueTime';

const DAY_MS = 86_400_000;

/** Today at the venue ("2026-11-23"), whatever the browser's zone. */
export const venueToday = (now = new Date()): string => venueInputOf(now.toISOString()).slice(0, 10);

/** A calendar date moved by whole days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week a date falls in: the occupancy grid's weeks run Monday to Sunday. */
export const mondayOf = (date: string): string => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** "Mon 23" for a column heading. */
export const weekdayAndDay = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Monday, 23 November 2026" for a day's heading. */
export const longDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const isDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** "18:00" → minutes after midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
