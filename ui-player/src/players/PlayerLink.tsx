import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';

/** A name that reads as text but is a link: 44 px tall so a thumb hits it (WCAG 2.5.5), underlined so it looks tappable. */
const NameAnchor = createLink(styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  color: ${color.text};
  font-weight: 600;
  text-decoration: underline;
  text-decoration-color: ${color.muted};
  text-underline-offset: 3px;
  &:hover {
    text-decoration-color: ${color.accent};
  }
`);

/** A player's name that opens their page (`/players/{id}`), as tapping a name does in Playo or Playtomic. */
export function PlayerLink({ userId, children }: { userId: string; children: ReactNode }) {
  return (
    <NameAnchor to="/players/$userId" params={{ userId }}>
      {children}
    </NameAnchor>
  );
}
