import { useSession } from '../session/store';
import { BellIcon } from '../ui/icons';
import { BadgeIconLink } from '../ui/BadgeIconLink';
import { useUnreadCount, useUnreadStore } from './unreadCount';

const BellLink = BadgeIconLink;

/** "Inbox, 3 unread" for screen readers; the badge caps what it shows at 99+. */
export const bellLabel = (unread: number | null) => (unread ? `Inbox, ${unread} unread` : 'Inbox');

/**
 * The bell in the header: a 44 px link to /inbox with the unread count, kept
 * live by the inbox stream. Signed out there is no inbox, so no bell.
 */
export function InboxBell() {
  const signedIn = useSession((s) => Boolean(s.user));
  return signedIn ? <SignedInBell /> : null;
}

function SignedInBell() {
  // Unread notifications and the chats with new messages (docs/adr/0101-game-chat.md).
  const notifications = useUnreadCount();
  const chats = useUnreadStore((s) => s.chats);
  const unread = notifications === null && chats === 0 ? null : (notifications ?? 0) + chats;
  return (
    <BellLink to="/inbox" aria-label={bellLabel(unread)} title="Inbox" data-testid="inbox-bell">
      <BellIcon />
      {unread ? <b aria-hidden="true">{unread > 99 ? '99+' : unread}</b> : null}
    </BellLink>
  );
}
