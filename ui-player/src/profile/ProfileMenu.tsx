import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { fontSize, radius } from '../ui/tokens';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  & > li + li {
    border-top: 1px solid ${color.border};
  }
`;

/** A whole row is the target, as a phone's settings list: label on the left, a chevron on the right. */
const Row = createLink(styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: ${TAP_TARGET_PX + 8}px;
  padding: 0 16px;
  color: ${color.text};
  text-decoration: none;
  font-weight: 600;
  &:hover {
    background: ${color.bg};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
  &::after {
    content: '›';
    color: ${color.muted};
    font-size: ${fontSize.xl};
    line-height: 1;
  }
`);

/**
 * Where a player goes from their profile: one list of full-width rows, as Playo's and Playtomic's
 * profiles have, instead of six buttons that wrapped into a stack at 375 px.
 */
export function ProfileMenu() {
  return (
    <nav aria-label="Your account">
      <List>
        <li>
          <Row to="/" search={{ tab: 'my' }}>
            My games
          </Row>
        </li>
        <li>
          {/* A player looks for their bookings under their profile (as in Playo); on a phone Orders was only under Book. */}
          <Row to="/orders">My orders</Row>
        </li>
        <li>
          <Row to="/profile/ratings">Ratings you gave</Row>
        </li>
        <li>
          <Row to="/settings/notifications">Notification settings</Row>
        </li>
        <li>
          <Row to="/settings/phone">Phone number</Row>
        </li>
      </List>
    </nav>
  );
}
