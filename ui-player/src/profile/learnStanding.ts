import { readAccessClaims } from '../session/claims';
import { INCOMPLETE_KEY, usersUnder } from './profileStanding';

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

/** The standing the sign-in learned for this player, once; null when it learned none (or it was taken). */
export function takeLearned(userId: string): boolean | null {
  const standing = learned?.userId === userId ? learned.incomplete : null;
  learned = null;
  return standing;
}

/** Long enough for the check on a slow phone line, short enough that signing in never waits on it for long. */
export const SIGN_IN_CHECK_MS = 3_000;

/**
 * Checks the new session's profile before the signed-in page draws (called by the sign-in with its
 * fresh token), so the nudge comes with the page rather than after it. A check that fails or is slow
 * changes nothing: the nudge's own check follows.
 */
export async function learnStanding(accessToken: string): Promise<void> {
  const userId = readAccessClaims(accessToken)?.userId;
  if (!userId) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // An answer after the wait is remembered for the next page load, but not handed to the nudge, which asked by then.
  let inTime = true;
  const check = import('./checkProfile').then(async ({ checkProfile }) => {
    const { exists, isProfileCompleted } = await checkProfile(userId, accessToken);
    rememberStanding(userId, exists && !isProfileCompleted);
    if (inTime) learned = { userId, incomplete: exists && !isProfileCompleted };
  });
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      inTime = false;
      resolve();
    }, SIGN_IN_CHECK_MS);
  });
  await Promise.race([check.catch(() => undefined), late]);
  clearTimeout(timer);
}
