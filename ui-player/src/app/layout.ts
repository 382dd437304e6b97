import { mediaFrom } from '../ui/sizeClass';

/**
 * The phone frame's measures (DESIGN.md "Frame"): a one-row header of at most
 * 56 px and a bottom tab bar of at most 64 px. The tab bar gives way to a top nav from LG (1024 px).
 */
export const HEADER_HEIGHT = 52;
export const TAB_BAR_HEIGHT = 60;
/** From here the main sections sit in the header and the bottom bar goes. */
export const topNavFrom = mediaFrom.LG;
/** Below this, the header keeps only icons and the shortest words. */
export const roomyFrom = mediaFrom.TAB;

/**
 * Anything fixed to the bottom of the screen (toasts, a sticky action) sits above the tab bar:
 * `bottom: calc(var(--tab-bar-space) + 12px)`. The root layout sets it to 0 where there is no bar.
 */
export const TAB_BAR_SPACE = 'var(--tab-bar-space, 0px)';

/**
 * A page's sticky action bar on a phone (a game's Join or Leave, games/GameStanding.tsx): at most
 * this tall, fixed above the tab bar below 768 px. The root layout keeps this much room at the
 * shell's end while one shows, so the page's end and the footer are not under it.
 */
export const ACTION_BAR_HEIGHT = 72;
