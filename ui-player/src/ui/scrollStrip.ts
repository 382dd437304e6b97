/**
 * A row that scrolls sideways (the discovery tabs at 375 px): which of its edges hide more, and
 * where to scroll so one item shows whole. Pure measures, so the rules are tested without a layout.
 */
export interface StripMeasures {
  scrollLeft: number;
  /** The visible width. */
  clientWidth: number;
  /** The width of everything in the row. */
  scrollWidth: number;
}

/** How wide the fade at a scrolling edge is: enough to read as "more this way", not to hide a whole item. */
export const STRIP_FADE_PX = 40;

/** Less than a pixel is rounding (a zoomed page scrolls by fractions), not more to see. */
const SLACK_PX = 1;

/** The edges past which more of the row lies: each draws a fade, and only while there is more that way. */
export const hiddenEdges = ({ scrollLeft, clientWidth, scrollWidth }: StripMeasures): { start: boolean; end: boolean } => ({
  start: scrollLeft > SLACK_PX,
  end: scrollLeft + clientWidth < scrollWidth - SLACK_PX,
});

/**
 * The scroll that centres an item (its left offset and width in the row) as far as the row allows:
 * centred, it clears the fades at both edges; at either end of the row there is no fade to clear.
 */
export const scrollLeftShowing = (
  item: { left: number; width: number },
  { clientWidth, scrollWidth }: Omit<StripMeasures, 'scrollLeft'>,
): number => {
  const most = Math.max(0, scrollWidth - clientWidth);
  return Math.round(Math.min(most, Math.max(0, item.left + item.width / 2 - clientWidth / 2)));
};
