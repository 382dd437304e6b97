import { readAccessClaims } from '../session/claims';
import { handOver, rememberStanding } from './standingMemory';

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
    const incomplete = exists && !isProfileCompleted;
    rememberStanding(userId, incomplete);
    if (inTime) handOver(userId, incomplete);
    // The bar's own code too, within the same wait: the page then comes with the bar, not with its empty line first.
    if (incomplete) await import('./ProfileNudge');
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
