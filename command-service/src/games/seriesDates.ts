import type { GameDetails } from '@sports/contracts';

const DAY_MS = 86_400_000;

/** Moves an ISO date-time by whole days, keeping its time of day and offset as written. */
const shiftIso = (iso: string, days: number): string => {
  const moved = new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return moved + iso.slice(10);
};

/**
 * Spec section 7 "PUT bulk create games": the template's game on another day. Durations move by
 * the same number of days as the date, so a game that runs past midnight still does.
 */
export const detailsOnDate = (template: GameDetails, date: string): GameDetails => {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${template.date}T00:00:00Z`)) / DAY_MS);
  return {
    ...template,
    date,
    duration: template.duration.map((d) => ({ from: shiftIso(d.from, days), ...(d.to ? { to: shiftIso(d.to, days) } : {}) })),
  };
};
