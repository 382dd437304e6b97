import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hiddenEdges, scrollLeftShowing, STRIP_FADE_PX } from '../ui/scrollStrip';
import { color } from '../ui/theme';
import { DISCOVERY_TABS, type DiscoveryTabId } from './discovery';

/**
 * The row's frame, edge to edge on a phone: a fade at each edge past which more tabs lie (a word
 * cut at the edge was the only hint that the row scrolls). The fades let taps through and leave
 * the row's bottom line drawn.
 */
const Strip = styled.div`
  position: relative;
  margin: 0 -16px 12px;
  &::before,
  &::after {
    content: '';
    position: absolute;
    z-index: 1;
    top: 0;
    bottom: 1px;
    width: ${STRIP_FADE_PX}px;
    pointer-events: none;
    visibility: hidden;
  }
  &::before {
    left: 0;
    background: linear-gradient(to right, ${color.bg} 25%, transparent);
  }
  &::after {
    right: 0;
    background: linear-gradient(to left, ${color.bg} 25%, transparent);
  }
  &[data-more-start]::before,
  &[data-more-end]::after {
    visibility: visible;
  }
`;

/** One row that scrolls sideways (issue 18 item 4): every label whole, none wrapped or cut. */
const List = styled.nav`
  /* The tabs' offsetLeft is then their place in the row, whatever its scroll. */
  position: relative;
  display: flex;
  gap: 4px;
  padding: 0 16px;
  border-bottom: 1px solid ${color.border};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

/** 10 px above and below a 22 px line and the 2 px mark: a 44 px target. */
const Tab = createLink(styled.a`
  flex: none;
  padding: 10px 12px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  color: ${color.muted};
  border-bottom: 2px solid transparent;
  &[aria-selected='true'] {
    color: ${color.text};
    border-bottom-color: ${color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
`);

/**
 * The selected tab in view (on load, `/?tab=saved`, and when one is chosen, from a link or the back
 * button), and which edges hide more tabs, kept as the row scrolls or the window resizes.
 */
function useTabStrip(current: DiscoveryTabId) {
  const list = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const measure = () => {
    const row = list.current;
    if (!row) return;
    const next = hiddenEdges(row);
    setEdges((seen) => (seen.start === next.start && seen.end === next.end ? seen : next));
  };
  const reveal = () => {
    const row = list.current;
    const selected = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !selected) return;
    row.scrollLeft = scrollLeftShowing({ left: selected.offsetLeft, width: selected.offsetWidth }, row);
    measure();
  };
  // Before the first paint, so the row is not drawn at its start and then jumps.
  useLayoutEffect(reveal, [current]);
  // Set up once: measure reads the row afresh each time.
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    row.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      row.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { list, edges };
}

/** Spec section 2: the game list tabs, kept in the URL (`/?tab=saved`) with the filters. */
export function DiscoveryTabs({ current }: { current: DiscoveryTabId }) {
  const { list, edges } = useTabStrip(current);
  return (
    <Strip data-testid="discovery-tabs" data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
      <List ref={list} role="tablist" aria-label="Game lists">
        {DISCOVERY_TABS.map((tab) => (
          <Tab key={tab.id} id={`tab-${tab.id}`} role="tab" aria-selected={tab.id === current} to="/" search={(prev) => ({ ...prev, tab: tab.id })}>
            {tab.label}
          </Tab>
        ))}
      </List>
    </Strip>
  );
}
