import styled from '@emotion/styled';
import { createLink, useRouterState } from '@tanstack/react-router';
import { cartSizeCount, cartSizeWords, useCartSize } from '../booking/cartSize';
import { InboxBell } from '../inbox/InboxBell';
import { CartIcon } from '../ui/icons';
import { BadgeIconLink } from '../ui/BadgeIconLink';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { AccountControl } from './AccountControl';
import { BackButton } from './BackButton';
import { HEADER_HEIGHT, roomyFrom } from './layout';
import { isTopLevel } from './sections';
import { TopNav } from './TopNav';
import { LAYER } from '../ui/layers';
import { fontSize } from '../ui/tokens';

export const APP_NAME = 'Sports Platform';

/** One row, never taller than 56 px: nothing in it wraps; the name gives way first. */
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${LAYER.frame};
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${HEADER_HEIGHT}px;
  padding: 0 12px;
  border-bottom: 1px solid ${color.border};
  background: ${color.surface};
  ${roomyFrom} {
    gap: 16px;
    padding: 0 24px;
  }
`;

const Brand = createLink(styled.a`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${fontSize.lg};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
  }
`);

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
  flex: none;
  & > a[aria-label='Inbox'] {
    display: inline-grid;
    place-items: center;
    min-width: ${TAP_TARGET_PX}px;
    height: ${TAP_TARGET_PX}px;
    text-decoration: none;
  }
`;

const CartLink = BadgeIconLink;

/** The cart, once something is in it: a phone has no other way to it from outside the booking pages. */
function CartButton() {
  const count = useCartSize(cartSizeCount);
  const words = useCartSize(cartSizeWords);
  if (count === 0) return null;
  return (
    <CartLink to="/cart" aria-label={`Cart, ${words}`} title="Cart">
      <CartIcon />
      <b aria-hidden="true">{count}</b>
    </CartLink>
  );
}

/**
 * The app's header, one row (DESIGN.md "Frame"): the product name at the top of a section or a back
 * arrow below it, the main sections from 1024 px, then the cart, the inbox bell and the session.
 */
export function Header() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Bar>
      {isTopLevel(pathname) ? <Brand to="/">{APP_NAME}</Brand> : <BackButton />}
      <TopNav />
      <End>
        <CartButton />
        <InboxBell />
        <AccountControl />
      </End>
    </Bar>
  );
}
