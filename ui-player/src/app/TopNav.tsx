import styled from '@emotion/styled';
import { createLink, useRouterState } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { useSession } from '../session/store';
import { color } from '../ui/theme';
import { topNavFrom } from './layout';
import { sectionOf } from './sections';
import { radius } from '../ui/tokens';

const Nav = styled.nav`
  display: none;
  ${topNavFrom} {
    display: flex;
    align-items: center;
    gap: 4px;
  }
`;

const style = `
  padding: 6px 10px;
  border-radius: ${radius.sm};
  color: ${color.muted};
  text-decoration: none;
  white-space: nowrap;
  font-weight: 600;
  &[aria-current='page'] {
    color: ${color.text};
    background: ${color.bg};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;
const StyledNavLink = createLink(styled.a(style));
/**
 * The router marks a link current by itself when the path starts with its own (Orders on an
 * order's page), over the aria-current given here: Book and Orders both showed as the current
 * page. Exact matching leaves the choice to sectionOf below, one current item at a time.
 */
const NavLink = (props: ComponentProps<typeof StyledNavLink>) => <StyledNavLink activeOptions={{ exact: true }} {...props} />;

/** From 1024 px the main sections sit in the header instead of the bottom bar, with the pages a phone reaches from within them. */
export function TopNav() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const signedIn = useSession((s) => s.user !== null);
  // A page with an item of its own (Orders within Book) is that item's alone: one current page at a time.
  const ownItem = pathname === '/leaderboard' || (signedIn && pathname === '/orders');
  const current = (to: string, exact = false) =>
    (exact ? pathname === to : !ownItem && sectionOf(pathname)?.to === to) ? 'page' : undefined;
  return (
    <Nav aria-label="Main">
      <NavLink to="/" aria-current={current('/')}>
        Games
      </NavLink>
      <NavLink to="/venues" aria-current={current('/venues')}>
        Book
      </NavLink>
      <NavLink to="/inbox" aria-current={current('/inbox')}>
        Inbox
      </NavLink>
      <NavLink to="/profile" aria-current={current('/profile')}>
        Profile
      </NavLink>
      <NavLink to="/leaderboard" aria-current={current('/leaderboard', true)}>
        Leaderboard
      </NavLink>
      {signedIn && (
        <NavLink to="/orders" aria-current={current('/orders', true)}>
          Orders
        </NavLink>
      )}
    </Nav>
  );
}
