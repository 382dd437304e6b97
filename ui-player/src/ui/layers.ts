/**
 * Stacking order of everything that floats, in one place so a layer cannot slip under another by
 * accident: the review prompt was drawn under the phone's tab bar (8 over 7), which hid its pager
 * and the bottom of its buttons, and its backdrop left the header lit and tappable.
 */
export const LAYER = {
  /** Menus and a game page's sticky action bar: over the page, under the frame. */
  dropdown: 5,
  /** The app's frame: the sticky header and the phone's bottom tab bar. */
  frame: 6,
  /** The post-activity review prompt (spec section 2), over the frame it dims. */
  promptBackdrop: 7,
  prompt: 8,
  /** The rating side panel (spec section 2), opened from the prompt. */
  panelBackdrop: 9,
  panel: 10,
  /** Toasts above all, so a toast is never hidden. */
  toast: 11,
  /** The keyboard's skip link, shown only when focused. */
  skipLink: 20,
} as const;
