import styled from '@emotion/styled';
import { color } from '../ui/theme';
import { GROUP_NAMES, type OfferingGroup } from './words';
import { radius } from '../ui/tokens';

export type VenueTab = 'slots' | OfferingGroup;

const Bar = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${radius.md};
  background: ${color.bg};
  border: 1px solid ${color.border};
  /* Four groups do not fit a 375 px row: the control wraps rather than hiding a tab off-screen. */
  flex-wrap: wrap;
`;

const Tab = styled.button<{ selected: boolean }>`
  flex: 1 0 auto;
  min-height: 44px;
  padding: 6px 12px;
  border: 0;
  border-radius: ${radius.sm};
  background: ${({ selected }) => (selected ? color.accent : 'transparent')};
  color: ${({ selected }) => (selected ? color.accentText : color.text)};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.text};
    outline-offset: 1px;
  }
`;

/** "Slots · Classes · Passes & memberships · Events": a segmented control over what the venue sells (only the groups it has). */
export function VenueTabs({ tabs, current, onPick }: { tabs: readonly VenueTab[]; current: VenueTab; onPick: (tab: VenueTab) => void }) {
  return (
    <Bar role="tablist" aria-label="What this venue offers">
      {tabs.map((tab) => (
        <Tab
          key={tab}
          type="button"
          role="tab"
          id={`tab-${tab}`}
          aria-controls="venue-panel"
          aria-selected={tab === current}
          selected={tab === current}
          onClick={() => onPick(tab)}
        >
          {GROUP_NAMES[tab]}
        </Tab>
      ))}
    </Bar>
  );
}
