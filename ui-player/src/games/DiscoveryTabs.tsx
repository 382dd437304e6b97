import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { color } from '../ui/theme';
import { DISCOVERY_TABS, type DiscoveryTabId } from './discovery';

/** One row that scrolls sideways (issue 18 item 4): every label whole, none wrapped or cut. */
const List = styled.nav`
  display: flex;
  gap: 4px;
  margin: 0 -16px 12px;
  padding: 0 16px;
  border-bottom: 1px solid ${color.border};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

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
  const list = useRef<HTMLElement>(null);
  // A tab chosen from a link or the back button may sit past the edge of a phone: bring it into view.
  useEffect(() => {
    const selected = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (selected && list.current) list.current.scrollLeft = Math.max(0, selected.offsetLeft - list.current.clientWidth / 2 + selected.clientWidth / 2);
  }, [current]);
  return (
    <List ref={list} role="tablist" aria-label="Game lists">
      {DISCOVERY_TABS.map((tab) => (
        <Tab key={tab.id} id={`tab-${tab.id}`} role="tab" aria-selected={tab.id === current} to="/" search={(prev) => ({ ...prev, tab: tab.id })}>
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
