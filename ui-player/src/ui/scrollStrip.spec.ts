import { describe, expect, it } from 'vitest';
import { hiddenEdges, scrollLeftShowing, STRIP_FADE_PX } from './scrollStrip';

/** The discovery tabs at 375 px: 592 px of tabs in a 375 px row. */
const row = { clientWidth: 375, scrollWidth: 592 };

describe('a row that scrolls sideways', () => {
  it('hides more past the end only, at its start', () => {
    expect(hiddenEdges({ ...row, scrollLeft: 0 })).toEqual({ start: false, end: true });
  });

  it('hides more on both sides in between, and past the start only at its end', () => {
    expect(hiddenEdges({ ...row, scrollLeft: 100 })).toEqual({ start: true, end: true });
    expect(hiddenEdges({ ...row, scrollLeft: 217 })).toEqual({ start: true, end: false });
  });

  it('takes a fraction of a pixel left at an end (a zoomed page) for the end', () => {
    expect(hiddenEdges({ ...row, scrollLeft: 216.5 })).toEqual({ start: true, end: false });
    expect(hiddenEdges({ ...row, scrollLeft: 0.5 })).toEqual({ start: false, end: true });
  });

  it('hides nothing when everything fits (a wide screen)', () => {
    expect(hiddenEdges({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000 })).toEqual({ start: false, end: false });
  });

  it('centres an item in the middle of the row, clear of both fades', () => {
    const item = { left: 204, width: 110 };
    const scrollLeft = scrollLeftShowing(item, row);
    expect(scrollLeft).toBe(72);
    expect(item.left - scrollLeft).toBeGreaterThanOrEqual(STRIP_FADE_PX);
    expect(scrollLeft + row.clientWidth - (item.left + item.width)).toBeGreaterThanOrEqual(STRIP_FADE_PX);
  });

  it('goes no further than the row does: the last item at the end, the first at the start', () => {
    expect(scrollLeftShowing({ left: 502, width: 74 }, row)).toBe(217);
    expect(scrollLeftShowing({ left: 16, width: 95 }, row)).toBe(0);
    expect(scrollLeftShowing({ left: 16, width: 95 }, { clientWidth: 1000, scrollWidth: 1000 })).toBe(0);
  });
});
