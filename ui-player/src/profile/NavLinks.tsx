import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { useSession } from '../session/store';
import { color } from '../ui/theme';

const Nav = styled.nav`
  display: flex;
  gap: 4px 14px;
  flex-wrap: wrap;
  margin-right: auto;
`;

const NavLink = createLink(styled.a`
  color: ${color.muted};
  text-decoration: none;
  &[data-status='active'] {
    color: ${color.text};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
  }
`);

/** Header links to the leaderboard and, when signed in, my profile. */
export function NavLinks() {
  const signedIn = useSession((s) => s.user !== null);
  return (
    <Nav aria-label="Players">
      <NavLink to="/leaderboard">Leaderboard</NavLink>
      {signedIn && <NavLink to="/profile">Profile</NavLink>}
    </Nav>
  );
}
