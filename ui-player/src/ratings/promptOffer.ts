/**
 * The review prompt is offered once per visit (browser tab session) and user: not again on every
 * reload or page, which would nag, and never lost inside the visit it was offered in. What was
 * answered (rate or skip) the server remembers; what was only closed comes back next visit.
 */
const KEY_PREFIX = 'sports.reviewPromptOffered.';
const claimedThisPage = new Set<string>();

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser: offer once per page load instead
  }
};

/** True when the prompt may be offered to the user now; the first call of a visit claims it. */
export function claimPromptOffer(userId: string): boolean {
  if (claimedThisPage.has(userId)) return true;
  const store = storage();
  if (store?.getItem(KEY_PREFIX + userId)) return false;
  store?.setItem(KEY_PREFIX + userId, new Date().toISOString());
  claimedThisPage.add(userId);
  return true;
}

/** For specs: a fresh page load (the tab's session storage stays). */
export const forgetPageClaims = (): void => claimedThisPage.clear();

/**
 * Pages where the prompt would stand in the way of what the player came to do: signing in,
 * completing the profile or the settings (phone number, notifications), rating already, and a form
 * or payment under way (creating or editing a game, the cart's booking details, checkout, the
 * payment page). Forms elsewhere keep it away while they are filled (promptQuiet.ts). The visit's offer is claimed only off these pages, so it
 * comes on the next page the player opens.
 */
export const isQuietForPrompt = (pathname: string): boolean =>
  ['/sign-in', '/profile/complete', '/settings/', '/rate/', '/games/new', '/cart', '/checkout/', '/pay/'].some((p) =>
    pathname.startsWith(p),
  ) ||
  (pathname.startsWith('/games/') && pathname.endsWith('/edit'));
