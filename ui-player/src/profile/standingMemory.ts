import { INCOMPLETE_KEY, usersUnder } from './profileStanding';

/*
 * What the sign-in's check (learnStanding.ts) and the nudge (ProfileNudge.tsx) learn of a player's profile:
 * kept here, apart from both, so the sign-in can load the nudge's code without the two importing each other.
 */

/** Remembers whether the player's profile is incomplete, for the shell's next first paint (profileStanding.ts). */
export function rememberStanding(userId: string, incomplete: boolean): void {
  const others = usersUnder(INCOMPLETE_KEY).filter((id) => id !== userId);
  try {
    localStorage.setItem(INCOMPLETE_KEY, JSON.stringify(incomplete ? [...others, userId] : others));
  } catch {
    // Storage full or refused (private mode): the bar comes when the check answers, as before.
  }
}

/** What the sign-in just learned, for the nudge's first look: it need not ask the server again at once. */
let learned: { userId: string; incomplete: boolean } | null = null;

/** Hands what the sign-in learned to the nudge (learnStanding.ts). */
export function handOver(userId: string, incomplete: boolean): void {
  learned = { userId, incomplete };
}

/** The standing the sign-in learned for this player, once; null when it learned none (or it was taken). */
export function takeLearned(userId: string): boolean | null {
  const standing = learned?.userId === userId ? learned.incomplete : null;
  learned = null;
  return standing;
}
