import styled from '@emotion/styled';
import { createLink, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BallIcon, BellIcon, CalendarIcon, PersonIcon } from '../ui/icons';
import { color } from '../ui/theme';
import { TAB_BAR_HEIGHT, topNavFrom } from './layout';
import { SECTIONS, sectionOf } from './sections';
import { LAYER } from '../ui/layers';
import { fontSize, radius } from '../ui/tokens';

const Bar = styled.nav`
  position: fixed;
  z-index: ${LAYER.frame};
  left: 0;
  right: 0;
  bottom: 0;
  display: grid;
  grid-template-columns: repeat(${SECTIONS.length}, 1fr);
  height: calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${color.surface};
  border-top: 1px solid ${color.border};
  ${topNavFrom} {
    display: none;
  }
`;

const TabAnchor = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 0;
  color: ${color.muted};
  text-decoration: none;
  font-size: ${fontSize.xs};
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  &[aria-current='page'] {
    color: ${color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -4px;
    border-radius: ${radius.sm};
  }
`;
const Tab = createLink(TabAnchor);

const ICONS: Record<(typeof SECTIONS)[number]['label'], ReactNode> = {
  Games: <BallIcon />,
  Book: <CalendarIcon />,
  Inbox: <BellIcon />,
  Profile: <PersonIcon />,
};

/**
 * The bottom tab bar of a phone: icon and a one-word label per main section,
 * the current one marked. Hidden from 1024 px, where the header carries the same links.
 */
export function TabBar() {
  const current = useRouterState({ select: (s) => sectionOf(s.location.pathname)?.to });
  return (
    <Bar aria-label="Main" data-testid="tab-bar">
      {SECTIONS.map((section) => {
        const content = (
          <>
            {ICONS[section.label]}
            <span>{section.label}</span>
          </>
        );
        return (
          <Tab key={section.to} to={section.to} aria-current={section.to === current ? 'page' : undefined}>
            {content}
          </Tab>
        );
      })}
    </Bar>
  );
}
