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
 * When the demo's games are played, at the venue: none starts before the first time nor ends after
 * the second. Seeded at 21:00 a game eight hours away started at 04:30 ("After-work Football,
 * 04:30–06:00"), the first card of the first screen; and a game that ends by 23:00 keeps to one venue
 * day, as the create form (and so "Host again") has one date with a start and an end time.
 */
export const PLAYING_HOURS = { opens: '06:00', closes: '23:00' } as const;
/** The clock time of a game whose name says when it is played ("After-work Football", "Morning 5-a-side"). */
export const TIME_OF_DAY = { morning: '07:00', evening: '19:00' } as const;
/** A moved game is still this far from now, on the side of now it was meant for. */
const MARGIN = HOUR;

/** When a demo game is played, relative to the moment the demo is seeded. */
export interface DemoSchedule {
  /** Hours from the seed to the start, before the start is moved into playing hours. */
  startsInHours: number;
  lengthHours: number;
  /** For a game whose name says when it is played, or whose booked slots are then (games.ts): it starts at that clock time. */
  at?: keyof typeof TIME_OF_DAY;
}

/** The instant of a clock time on the venue day of `ms`, `days` later. */
const clockOn = (ms: number, time: string, days = 0): number => venueMs(addDays(venueDateAt(ms), days), time);

/** The starts a game meant for `start` may take instead, earliest first. */
const startsNear = (start: number, length: number, at: DemoSchedule['at']): number[] => {
  if (at) return [-1, 0, 1].map((days) => clockOn(start, TIME_OF_DAY[at], days));
  const beforeOpening = start < clockOn(start, PLAYING_HOURS.opens);
  // The last start that ends at closing, and the next opening.
  return [
    clockOn(start, PLAYING_HOURS.closes, beforeOpening ? -1 : 0) - length,
    clockOn(start, PLAYING_HOURS.opens, beforeOpening ? 0 : 1),
  ];
};

const inPlayingHours = (start: number, length: number): boolean =>
  start >= clockOn(start, PLAYING_HOURS.opens) && start + length <= clockOn(start, PLAYING_HOURS.closes);

/**
 * A demo game's start: on the hour `startsInHours` away, then moved into the venue's playing hours
 * (or to its `at` time). An upcoming game takes the nearest such start at least an hour ahead. A past
 * one only moves later, to the first that still ended an hour ago, so it stays inside the windows
 * counted back from its end (the review prompt, a rating's revision); earlier only when no later one
 * has. A game on now keeps its times, whatever the hour: it is the demo's game in progress.
 */
export const demoGameStart = (nowMs: number, game: DemoSchedule): number => {
  const start = onTheHour(nowMs, game.startsInHours);
  const length = game.lengthHours * HOUR;
  if (start <= nowMs && nowMs < start + length) return start;
  if (!game.at && inPlayingHours(start, length)) return start;
  const near = startsNear(start, length, game.at);
  if (start > nowMs) {
    const ahead = near.filter((s) => s >= nowMs + MARGIN);
    return ahead.reduce((best, s) => (Math.abs(s - start) < Math.abs(best - start) ? s : best), ahead[0] ?? start);
  }
  const ended = near.filter((s) => s + length <= nowMs - MARGIN);
  return ended.find((s) => s >= start) ?? ended.at(-1) ?? start;
};
