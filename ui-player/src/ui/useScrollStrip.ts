import { css } from '@emotion/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hiddenEdges, scrollLeftShowing, STRIP_FADE_PX } from './scrollStrip';

/**
 * A fade at each edge of a sideways-scrolling row past which more lies, in the colour of what the
 * row sits on; drawn while the frame carries data-more-start / data-more-end (useScrollStrip's
 * edges), letting taps through. `bottom` leaves a line under the row drawn.
 */
export const stripFades = (background: string, bottom = 0) => css`
  &::before,
  &::after {
    content: '';
    position: absolute;
    z-index: 1;
    top: 0;
    bottom: ${bottom}px;
    width: ${STRIP_FADE_PX}px;
    pointer-events: none;
    visibility: hidden;
  }
  &::before {
    left: 0;
    background: linear-gradient(to right, ${background} 25%, transparent);
  }
  &::after {
    right: 0;
    background: linear-gradient(to left, ${background} 25%, transparent);
  }
  &[data-more-start]::before,
  &[data-more-end]::after {
    visibility: visible;
  }
`;

/**
 * The chosen item (matched by `chosen`, a selector) centred in the row as far as it goes, before
 * the first paint and whenever `key` changes, and which edges hide more, kept as the row scrolls or
 * the window resizes. Off (`scrolls` false) for a row that wraps instead.
 */
export function useScrollStrip<E extends HTMLElement>(chosen: string, key: unknown, scrolls = true) {
  const row = useRef<E>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const measure = () => {
    const el = row.current;
    if (!el || !scrolls) return;
    const next = hiddenEdges(el);
    setEdges((seen) => (seen.start === next.start && seen.end === next.end ? seen : next));
  };
  useLayoutEffect(() => {
    const el = row.current;
    const item = el?.querySelector<HTMLElement>(chosen);
    if (el && item && scrolls) el.scrollLeft = scrollLeftShowing({ left: item.offsetLeft, width: item.offsetWidth }, el);
    measure();
  }, [key, scrolls]);
  // Set up once per mode: measure reads the row afresh each time.
  useEffect(() => {
    const el = row.current;
    if (!el || !scrolls) return;
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [scrolls]);
  return { row, edges };
}
