import { isGameOver, type GameDetails, type GameDocument } from '@sports/contracts';
import { detailsOf, formFromGame, venueDateTime, type GameFormState, type VenuePick } from './formState';

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/** An ISO date `days` later (calendar arithmetic in UTC, so no clock change moves it). */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The day a game is hosted again (docs/decisions.md "Host again and Book again"): a week after the
 * original; when that start is already past, the first same weekday whose start is still ahead.
 */
export function againDate(date: string, startTime: string, nowMs: number): string {
  let next = addDays(date, WEEK_DAYS);
  while (Date.parse(venueDateTime(next, startTime)) <= nowMs) next = addDays(next, WEEK_DAYS);
  return next;
}

/** Who may host a game again: its host and co-hosts, once it is over. */
export const offersHostAgain = (game: Pick<GameDocument, 'hostandCoHost' | 'duration'>, userId: string | null, nowMs: number): boolean =>
  userId !== null && game.hostandCoHost.includes(userId) && isGameOver(game.duration, nowMs);

/**
 * The venue pick a copy starts on: a slot to book later moves with the date (the same field and
 * times, spec section 3 slotBookLater); a booked or blocked slot belonged to that day's booking, so
 * the copy keeps its venue and the host picks next week's slot again.
 */
function pickAgain(pick: VenuePick, shiftDays: number, hasVenue: boolean): VenuePick {
  if (pick.kind === 'book') return { kind: 'book', slot: { ...pick.slot, slotDate: addDays(pick.slot.slotDate, shiftDays) } };
  if (pick.kind === 'booked' || pick.kind === 'blocked') return hasVenue ? { kind: 'venue' } : { kind: 'none' };
  return pick;
}

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The create form filled from a past game (spec section 2 "Create game"), dated by againDate. */
export function formAgain(game: GameDocument, nowMs: number): GameFormState {
  const form = formFromGame(game);
  const date = againDate(form.date, form.startTime, nowMs);
  const { lat, lon } = game.location;
  const hasVenue = Boolean(game.spaceId || game.facilityId || (lat !== undefined && lon !== undefined));
  return { ...form, date, pick: pickAgain(form.pick, daysBetween(form.date, date), hasVenue) };
}

/**
 * What the create body keeps of the original that the form does not show (form fields, online
 * links, teams, who pays, equipment): the game's details without the dated ones, which the form
 * sets, and without the cover, which the form carries (removing it in the form must stick).
 */
export function againBase(game: GameDocument): Partial<GameDetails> {
  const { date: _date, duration: _duration, slotBookLater: _later, isSlotBookLater: _isLater, coverImageorVideo: _cover, ...kept } = detailsOf(game);
  return kept;
}
