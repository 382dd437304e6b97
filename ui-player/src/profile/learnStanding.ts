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
  const check = import('./checkProfile').then(async ({ checkProfile }) => {
    const { exists, isProfileCompleted } = await checkProfile(userId, accessToken);
    rememberStanding(userId, exists && !isProfileCompleted);
  });
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, SIGN_IN_CHECK_MS)));
  await Promise.race([check.catch(() => undefined), late]);
  clearTimeout(timer);
}
