import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { stripFades, useScrollStrip } from '../ui/useScrollStrip';
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
  ${stripFades(color.bg, 1)}
`;

/** One row that scrolls sideways: every label whole, none wrapped or cut. */
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

/** Spec section 2: the game list tabs, kept in the URL (`/?tab=saved`) with the filters. */
export function DiscoveryTabs({ current }: { current: DiscoveryTabId }) {
  // The selected tab in view (on load, `/?tab=saved`, and when one is chosen, from a link or the back button).
  const { row: list, edges } = useScrollStrip<HTMLElement>('[aria-selected="true"]', current);
  return (
    <Strip data-testid="discovery-tabs" data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
      <List ref={list} role="tablist" aria-label="Game lists">
        {DISCOVERY_TABS.map((tab) => (
          <Tab
            key={tab.id}
            id={`tab-${tab.id}`}
            role="tab"
            aria-selected={tab.id === current}
            to="/"
            search={(prev) => ({ ...prev, tab: tab.id, sort: prev.sort === 'nearest' ? ('nearest' as const) : undefined })}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
    </Strip>
  );
}
