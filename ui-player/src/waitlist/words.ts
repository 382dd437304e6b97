import type { GameDocument, WaitlistView } from '@sports/contracts';
import type { ToastTexts } from '../games/toasts';
import { venueClockWords } from '@sports/contracts/time/venueTime';

/** Toasts of the waitlist, in plain words; the server's reason shows beneath a failure. */
export const WAITLIST_TOASTS = {
  join: {
    when: 'success',
    success: "You are on the waitlist. We'll tell you when a place frees up.",
    failure: 'Could not join the waitlist',
  },
  leave: { when: 'success', success: 'You have left the waitlist.', failure: 'Could not leave the waitlist' },
  accept: { when: 'success', success: 'You have joined this game!', failure: 'Could not take the place' },
  decline: { when: 'success', success: 'You passed on the place; it goes to the next in line.', failure: 'Could not decline the place' },
} as const satisfies Record<string, ToastTexts>;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** An offer's end as a time of day at the venue, like every time on the game page: offers last 30 minutes at most. */
export const offerTime = (iso: string): string => venueClockWords(iso);

export const waitingText = (count: number): string => (count === 1 ? '1 player waiting' : `${count} players waiting`);

/**
 * Whether a viewer outside the game may queue: the game is public and not started, and it is full,
 * marked full, or already has a line (its free places are then held for those in it).
 */
export const mayJoinWaitlist = (
  game: Pick<GameDocument, 'privacy' | 'isFull' | 'isMatchFull' | 'startAt'>,
  waitlist: WaitlistView | undefined,
  nowMs: number,
): boolean => game.privacy !== 'private' && game.startAt > nowMs && (game.isFull || game.isMatchFull || (waitlist?.count ?? 0) > 0);
