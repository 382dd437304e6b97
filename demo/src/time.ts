import { addDays, venueDateAt, venueMs } from '@sports/contracts/time/venueDate';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An ISO date-time written in India Standard Time (+05:30), the product's home market. */
export const istIso = (ms: number): string => new Date(ms + IST_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, '+05:30');

/** Start of the hour `hoursFromNow` away, so demo games begin on the hour. */
export const onTheHour = (nowMs: number, hoursFromNow: number): number => {
  const t = nowMs + hoursFromNow * 3_600_000;
  return t - (t % 3_600_000);
};

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * A demo game's start: on the hour `startsInHours` away, moved so the game keeps to one venue day,
 * since the create form (and so "Host again") has one date with a start and an end time. A past game
 * that would reach the venue's midnight ends half an hour before it instead; an upcoming one starts at it; a game on
 * now keeps its times. Without this the demo's games crossed midnight when seeded in the venue's
 * last hour of the day, and their "Host again" form refused its own end time.
 */
export const demoGameStart = (nowMs: number, startsInHours: number, lengthHours: number): number => {
  const start = onTheHour(nowMs, startsInHours);
  const length = lengthHours * HOUR;
  const midnight = venueMs(addDays(venueDateAt(start), 1));
  // The form's end time is a clock time on the game's date, so 00:00 would be that day's start.
  const lastEnd = midnight - 30 * MINUTE;
  if (start + length <= lastEnd) return start;
  if (start > nowMs) return midnight;
  if (start + length < nowMs) return lastEnd - length;
  return start;
};
