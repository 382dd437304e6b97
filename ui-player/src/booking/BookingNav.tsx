import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { useSession } from '../session/store';
import { color } from '../ui/theme';
import { cartSizeCount, cartSizeWords, useCartSize } from './cartSize';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
`;

/* A finger's height (44 px), not the text's 23: these three sit side by side at the top of every booking page. */
const NavLink = createLink(styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${color.muted};
  text-decoration: none;
  white-space: nowrap;
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

/** Header links to booking: venues, the cart (with its count) and, when signed in, my orders. */
export function BookingNav() {
  const count = useCartSize(cartSizeCount);
  const words = useCartSize(cartSizeWords);
  const signedIn = useSession((s) => s.user !== null);
  return (
    <Nav aria-label="Booking">
      <NavLink to="/venues">Book</NavLink>
      <NavLink to="/cart" aria-label={count ? `Cart, ${words}` : 'Cart'}>
        Cart{count > 0 && ` (${count})`}
      </NavLink>
      {signedIn && <NavLink to="/orders">Orders</NavLink>}
    </Nav>
  );
}
