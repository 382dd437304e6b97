import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MAIN_ID } from './SkipLink';

/** How long a page that draws its heading after its own data (a cart, an order) may take; then main takes the focus. */
export const HEADING_WAIT_MS = 3000;

/**
 * After a client-side move to another page, the focus goes to that page's heading (its h1, else
 * main), as accessible single-page apps do: it had stayed on the body or on the link just used,
 * so a screen reader said nothing and the next Tab started from the top of the document. The
 * heading names the page, as the document title does (ui/pageTitle.ts).
 *
 * Only a move to another path: a search-only change (a filter chip, a list tab) keeps the focus
 * on the control that made it. Not the first load, which the browser announces itself. And not
 * when something took the focus on purpose meanwhile: an open dialog or sheet (aria-modal), a
 * control a closing dialog handed it back to (ui/returnFocus.ts), the action bar after a Join
 * (games/GameStanding.tsx). Only a focus still on the body, or on the control that started the
 * move, is moved.
 */
export function usePageFocus(): void {
  const router = useRouter();
  useEffect(() => {
    let startedFrom: Element | null = null;
    let stopWaiting = () => {};
    const offStart = router.subscribe('onBeforeNavigate', () => {
      stopWaiting();
      startedFrom = document.activeElement;
    });
    const offResolved = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.pathChanged) return;
      stopWaiting = focusPageHeading(startedFrom);
    });
    return () => {
      offStart();
      offResolved();
      stopWaiting();
    };
  }, [router]);
}

/** Nobody has put the focus anywhere since the move began. */
const focusUnclaimed = (startedFrom: Element | null): boolean => {
  if (document.querySelector('[aria-modal="true"]')) return false;
  const at = document.activeElement;
  return at === null || at === document.body || (at === startedFrom && at !== null);
};

const headingIn = (main: HTMLElement) => main.querySelector<HTMLElement>('h1');

/** A heading is not focusable by itself: tabIndex -1 lets a script focus it and keeps it out of the Tab order. */
function focusQuietly(target: HTMLElement): void {
  if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  // The page's scroll is the router's (scroll restoration): the focus does not move it.
  target.focus({ preventScroll: true });
}

/** Focuses the page's h1 now, or when it is drawn, else main; returns how to stop waiting. */
function focusPageHeading(startedFrom: Element | null): () => void {
  const main = document.getElementById(MAIN_ID);
  if (!main || !focusUnclaimed(startedFrom)) return () => {};
  const heading = headingIn(main);
  if (heading) {
    focusQuietly(heading);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const drawn = headingIn(main);
    if (!drawn) return;
    stop();
    if (focusUnclaimed(startedFrom)) focusQuietly(drawn);
  });
  const timer = setTimeout(() => {
    stop();
    if (focusUnclaimed(startedFrom)) focusQuietly(main);
  }, HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
