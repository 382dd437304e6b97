import { create } from 'zustand';

/** What the player just did that a buzz would help with: its words ask the question. */
export type PushReason = 'place' | 'changes' | 'answer';

/** Short enough to be read whole beside Allow and the close button on a 320 px phone. */
export const PUSH_QUESTIONS: Record<PushReason, string> = {
  place: 'Buzz me if a place opens?',
  changes: 'Buzz me when it changes?',
  answer: 'Buzz me with the answer?',
};

/** "Not now" holds for two weeks: asked again after the next join past that, never on every tap. */
export const NOT_NOW_KEY = 'sports.push.notNow';
export const NOT_NOW_MS = 14 * 24 * 60 * 60 * 1000;

export const usePushOffer = create<{ reason: PushReason | null }>()(() => ({ reason: null }));

const snoozed = (now: number) => {
  try {
    const since = Number(localStorage.getItem(NOT_NOW_KEY));
    return Number.isFinite(since) && since > 0 && now - since < NOT_NOW_MS;
  } catch {
    return false;
  }
};

/** Whether this browser can take pushes at all (a service worker and the Push API). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Called right after an action a buzz helps with (joining, the waitlist, a request to join:
 * docs/adr/0099-web-push.md), never on load. Offers the one-line question when the browser has
 * not been asked yet and the player did not say "Not now" lately; when permission was given before
 * (another account on this browser), the device is subscribed again without asking.
 */
export function offerPush(reason: PushReason, now = Date.now()): void {
  if (!pushSupported()) return;
  if (Notification.permission === 'granted') {
    void import('./subscribe').then((m) => m.subscribeThisDevice()).catch(() => undefined);
    return;
  }
  if (Notification.permission !== 'default' || snoozed(now)) return;
  usePushOffer.setState({ reason });
}

export function notNow(now = Date.now()): void {
  try {
    localStorage.setItem(NOT_NOW_KEY, String(now));
  } catch {
    // private mode: asked again next time
  }
  usePushOffer.setState({ reason: null });
}
