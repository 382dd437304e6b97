import { describe, expect, it } from 'vitest';
import { TOAST_GAP_PX, stickyClearance } from './useStickyClearance';

describe("toasts clear a page's sticky action bar (the walk at 375 px: a toast lay over the Join it answered)", () => {
  it('sits the gap above the top of a fixed bar, however tall the bar has grown', () => {
    // 812 px high, tab bar 64, a bar of 72: its top at 676.
    expect(stickyClearance(812, { top: 676, position: 'fixed' })).toBe(136 + TOAST_GAP_PX);
    // The same bar wrapped to two rows (a stepper under Join): 60 px more.
    expect(stickyClearance(812, { top: 616, position: 'fixed' })).toBe(196 + TOAST_GAP_PX);
    expect(stickyClearance(812, { top: 675.4, position: 'fixed' })).toBe(137 + TOAST_GAP_PX);
  });

  it('has nothing to clear when there is no bar, or it is in the flow (tablet and desktop: beside the title)', () => {
    expect(stickyClearance(812, null)).toBeNull();
    expect(stickyClearance(800, { top: 120, position: 'static' })).toBeNull();
  });
});
