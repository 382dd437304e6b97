import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { useSession } from '../session/store';
import { BellIcon } from '../ui/icons';
import { color } from '../ui/theme';
import { useUnreadCount } from './unreadCount';

const BellLink = createLink(styled.a`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  color: ${color.text};
  & > b {
    position: absolute;
    top: 2px;
    right: 0;
    min-width: 18px;
    padding: 0 4px;
    border-radius: 9px;
    background: ${color.accent};
    color: ${color.accentText};
    font-size: 11px;
    line-height: 18px;
    text-align: center;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`);

/** "Inbox, 3 unread" for screen readers; the badge caps what it shows at 99+. */
export const bellLabel = (unread: number | null) => (unread ? `Inbox, ${unread} unread` : 'Inbox');

/**
 * The bell in the header (issue 18 item 9): a 40 px link to /inbox with the unread count, kept
 * live by the inbox stream. Signed out there is no inbox, so no bell.
 */
export function InboxBell() {
  const signedIn = useSession((s) => Boolean(s.user));
  return signedIn ? <SignedInBell /> : null;
}

function SignedInBell() {
  const unread = useUnreadCount();
  return (
    <BellLink to="/inbox" aria-label={bellLabel(unread)} title="Inbox" data-testid="inbox-bell">
      <BellIcon />
      {unread ? <b aria-hidden="true">{unread > 99 ? '99+' : unread}</b> : null}
    </BellLink>
  );
}
