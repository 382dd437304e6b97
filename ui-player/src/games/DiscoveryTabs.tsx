import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { color } from '../ui/theme';
import { DISCOVERY_TABS, type DiscoveryTabId } from './discovery';

const List = styled.nav`
  display: flex;
  gap: 4px;
  margin-bottom: 12px;
  border-bottom: 1px solid ${color.border};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const Tab = createLink(styled.a`
  flex: none;
  padding: 8px 12px;
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
  return (
    <List role="tablist" aria-label="Game lists">
      {DISCOVERY_TABS.map((tab) => (
        <Tab key={tab.id} id={`tab-${tab.id}`} role="tab" aria-selected={tab.id === current} to="/" search={(prev) => ({ ...prev, tab: tab.id })}>
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
