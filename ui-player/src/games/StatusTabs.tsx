import styled from '@emotion/styled';
import type { GameStatusFilter } from '@sports/contracts';
import { createLink } from '@tanstack/react-router';
import { color } from '../ui/theme';

/** Spec section 2, manage-participant tabs: Upcoming, Ongoing, Past, Hold (the Hold tab's id is onhold). */
export const STATUS_TABS: readonly { status: GameStatusFilter; id: string; label: string }[] = [
  { status: 'upcoming', id: 'upcoming', label: 'Upcoming' },
  { status: 'ongoing', id: 'ongoing', label: 'Ongoing' },
  { status: 'past', id: 'past', label: 'Past' },
  { status: 'hold', id: 'onhold', label: 'Hold' },
];

const List = styled.nav`
  display: flex;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${color.border};
  overflow-x: auto;
  scrollbar-width: none;
`;

const Tab = createLink(styled.a`
  flex: none;
  white-space: nowrap;
  padding: 8px 14px;
  text-decoration: none;
  color: ${color.muted};
  border-bottom: 2px solid transparent;
  &[aria-selected='true'] {
    color: ${color.text};
    border-bottom-color: ${color.accent};
  }
`);

export function StatusTabs({ current }: { current: GameStatusFilter }) {
  return (
    <List role="tablist">
      {STATUS_TABS.map((tab) => (
        <Tab key={tab.id} id={tab.id} role="tab" aria-selected={tab.status === current} to="/games/manage" search={{ status: tab.status }}>
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
