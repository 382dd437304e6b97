import { useLayoutEffect, useState } from 'react';

/** The gap kept between a toast and the sticky action bar under it. */
export const TOAST_GAP_PX = 12;

/**
 * How far above the viewport's bottom a toast must sit to clear a page's sticky action bar
 * (`[data-sticky-action]`, fixed on a phone), measured rather than assumed: the bar grows when it
 * wraps (a stepper under Join, a long reason), and a toast drawn at a fixed 72 px then lay over the
 * button it answered. Null when there is no fixed bar (a tablet shows it beside the title).
 */
export function stickyClearance(viewportHeight: number, bar: { top: number; position: string } | null): number | null {
  if (!bar || bar.position !== 'fixed') return null;
  return Math.max(0, Math.ceil(viewportHeight - bar.top)) + TOAST_GAP_PX;
}

/** stickyClearance, kept current while toasts are shown: measured when they change, and as the bar or the window resizes. */
export function useStickyClearance(showing: number): number | null {
  const [clearance, setClearance] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (showing === 0) return;
    const bar = document.querySelector<HTMLElement>('[data-sticky-action]');
    const measure = () =>
      setClearance(
        stickyClearance(
          window.innerHeight,
          bar && bar.isConnected ? { top: bar.getBoundingClientRect().top, position: getComputedStyle(bar).position } : null,
        ),
      );
    measure();
    window.addEventListener('resize', measure);
    const observer = bar && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
    if (bar) observer?.observe(bar);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [showing]);
  return clearance;
}
