/**
 * Focus back to the control that opened a page-sized dialog: the rating drawer
 * is a route of its own, so the control that opened it is gone while it shows and is drawn anew
 * when the drawer closes. The closing side names the control; that control, once drawn, takes the
 * focus. Kept in memory: it only ever concerns this tab's next page.
 */
let pendingFor: string | null = null;

/** Called as a dialog closes: `key` names the control that should have the focus next. */
export function returnFocusTo(key: string): void {
  pendingFor = key;
}

/** A ref for the control named `key`: it takes the focus when a closing dialog asked for it. */
export const focusWhenReturnedTo =
  (key: string) =>
  (element: HTMLElement | null): void => {
    if (!element || pendingFor !== key) return;
    pendingFor = null;
    element.focus();
  };
