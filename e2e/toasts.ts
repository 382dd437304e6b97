import type { BrowserContext, Page } from 'playwright-core';

/**
 * Where each UI draws a toast: the player UI's toast region (ui/toast/Toaster.tsx) and react-admin's
 * <Notification> (a MUI snackbar) in the back office.
 */
const TOAST_SELECTOR = '[data-testid="toasts"] > *, .MuiSnackbarContent-message';

declare global {
  interface Window {
    /** The text of every toast this document has shown, in order (keepToastLog). */
    __toastsShown?: string[];
    /** The toast on screen now whose text contains `text`, for a measurement made in the page (keepToastLog). */
    __toastWith?: (text: string) => HTMLElement | undefined;
  }
}

/**
 * A toast lasts a few seconds (3 s in the player UI, 2 s for a hold, 4 s in the back office). On a loaded
 * machine the test runner can be away from the page longer than that between two looks, and a toast that
 * came and went was then never seen: a join's toast timed out that way in CI. Every page of a context keeps
 * the text of each toast it drew, written down by a MutationObserver as the toast is inserted, so a test
 * asks whether a toast was shown (toastShown) rather than whether it is still on screen.
 */
export async function keepToastLog(context: BrowserContext): Promise<void> {
  await context.addInitScript((selector: string) => {
    const shown: string[] = [];
    window.__toastsShown = shown;
    window.__toastWith = (text) => [...document.querySelectorAll<HTMLElement>(selector)].find((t) => t.textContent?.includes(text));
    const lastText = new WeakMap<Element, string>();
    const look = () => {
      for (const toast of document.querySelectorAll(selector)) {
        const text = toast.textContent ?? '';
        if (lastText.get(toast) === text) continue;
        lastText.set(toast, text);
        shown.push(text);
      }
    };
    // The document itself, not its root element: this runs before the page's first element exists.
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, TOAST_SELECTOR);
}

/**
 * Waits until the page has shown a toast whose text contains `text` (or matches it), whether or not it is
 * still on screen, and answers that toast's whole text (its detail line included). Each toast answers one
 * wait: the log forgets it, so a second wait for the same words needs a second toast.
 */
export async function toastShown(page: Page, text: string | RegExp, options: { timeout?: number } = {}): Promise<string> {
  const wanted: { text: string } | { source: string; flags: string } =
    typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
  const handle = await page
    .waitForFunction(
      (w) => {
        const shown = window.__toastsShown ?? [];
        const at = shown.findIndex((t) => ('text' in w ? t.includes(w.text) : new RegExp(w.source, w.flags).test(t)));
        return at >= 0 && shown.splice(at, 1)[0]!;
      },
      wanted,
      { timeout: options.timeout, polling: 100 },
    )
    .catch(async (error: unknown) => {
      const shown = await page.evaluate(() => window.__toastsShown ?? []).catch(() => []);
      throw new Error(`No toast with ${String(text)} was shown; the toasts not yet waited for: ${JSON.stringify(shown)}`, {
        cause: error,
      });
    });
  return (await handle.jsonValue()) as string;
}
