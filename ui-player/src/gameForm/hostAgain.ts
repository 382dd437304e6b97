import { isGameOver } from '@sports/shared-rules';
import type { GameDetails, GameDocument } from '@sports/contracts';
import { addDays, daysBetween, nextWeekDate } from '../ui/nextWeek';
import { detailsOf, formFromGame, type GameFormState, type VenuePick } from './formState';

/** The day a game is hosted again: a week on, else the next same weekday still ahead (ui/nextWeek). */
export const againDate = nextWeekDate;

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
  const {
    date: _date,
    duration: _duration,
    slotBookLater: _later,
    isSlotBookLater: _isLater,
    coverImageorVideo: _cover,
    ...kept
  } = detailsOf(game);
  return kept;
}
