import styled from '@emotion/styled';
import type { InboxItem } from '@sports/contracts';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button, Card, ErrorText, LinkButton, visuallyHidden } from '../ui/primitives';
import { color } from '../ui/theme';
import { toast } from '../ui/toast/store';
import { fetchInboxPage, markRead, type InboxPage } from './api';
import { itemLink } from './itemLink';
import { KIND_WORDS } from './kindWords';
import { timeInWords } from './timeInWords';
import { venueStampWords } from '@sports/contracts/time/venueTime';
import { UnreadChats } from '../chat/UnreadChats';
import { useUnreadCount, useUnreadStore } from './unreadCount';
import { fontSize, radius } from '../ui/tokens';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  & > h1 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow: hidden;
  background: ${color.surface};
`;

const Entry = styled.li`
  & + & {
    border-top: 1px solid ${color.border};
  }
`;

/** The whole row is the tap target: a link to what it tells of, or a button that marks it read. */
const rowStyle = `
  display: grid;
  grid-template-columns: 12px 1fr;
  gap: 4px 10px;
  width: 100%;
  padding: 12px 14px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    background: ${color.border};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
`;
const RowLink = styled.a(rowStyle);
const RowButton = styled.button(rowStyle);

const Dot = styled.span<{ unread: boolean }>`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: ${radius.pill};
  background: ${({ unread }) => (unread ? color.accent : 'transparent')};
`;

const Body = styled.span<{ unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  font-weight: ${({ unread }) => (unread ? 600 : 400)};
  & > small {
    color: ${color.muted};
    font-size: ${fontSize.sm};
    font-weight: 400;
  }
`;

const Hidden = styled.span(visuallyHidden);

function Row({ item, now, onOpen }: { item: InboxItem; now: Date; onOpen: (item: InboxItem) => void }) {
  const content = (
    <>
      <Dot unread={!item.read} aria-hidden="true" />
      <Body unread={!item.read}>
        <small>
          {item.read ? null : <Hidden>Unread: </Hidden>}
          {KIND_WORDS[item.kind]}
        </small>
        <span>{item.text}</span>
        <small>
          <time dateTime={item.created} title={venueStampWords(item.created)}>
            {timeInWords(item.created, now)}
          </time>
        </small>
      </Body>
    </>
  );
  const open = (event: React.MouseEvent) => {
    // A modified click opens a new tab as a link should; this tab marks nothing.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(item);
  };
  return (
    <Entry>
      {item.link ? (
        <RowLink href={itemLink(item)} onClick={open}>
          {content}
        </RowLink>
      ) : (
        <RowButton type="button" onClick={open} disabled={item.read} aria-disabled={item.read}>
          {content}
        </RowButton>
      )}
    </Entry>
  );
}

/** The items loaded so far: the first page as the server has it now, then the later pages as they came. */
const merge = (first: InboxItem[], loaded: InboxItem[]) => {
  const ids = new Set(first.map((i) => i.id));
  return [...first, ...loaded.filter((i) => !ids.has(i.id))];
};

/**
 * The inbox: newest first, unread ones marked; tapping one marks it read and opens
 * the game, order or rating it is about; "Mark all as read"; more on request. New items arrive
 * without a reload: the unread count's stream says when, and the first page is read again.
 */
export function InboxList({ firstPage }: { firstPage: InboxPage }) {
  const router = useRouter();
  const [items, setItems] = useState(firstPage.items);
  const [hasMore, setHasMore] = useState(firstPage.hasMore);
  const [nextPage, setNextPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const unread = useUnreadCount() ?? firstPage.unread;
  const [now, setNow] = useState(() => new Date());

  // The router shows a cached page at once and reloads it behind: take the fresh one when it comes.
  useEffect(() => {
    setItems((loaded) => merge(firstPage.items, loaded));
  }, [firstPage]);

  // The server's stream said the inbox changed (a new notification, or a read elsewhere): read the first page again.
  // Not keyed on the count: a tap here moves the count at once, and a read and a new item together leave it as it was.
  const heard = useUnreadStore((s) => s.heard);
  const seenHeard = useRef(heard);
  useEffect(() => {
    if (seenHeard.current === heard) return;
    seenHeard.current = heard;
    let cancelled = false;
    void fetchInboxPage(0)
      .then((page) => {
        if (cancelled) return;
        setItems((loaded) => merge(page.items, loaded));
        setNow(new Date());
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [heard]);

  // "5 min ago" stays true while the page is open.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const markLocally = (ids: Set<string> | 'all') =>
    setItems((loaded) => loaded.map((i) => (ids === 'all' || ids.has(i.id) ? { ...i, read: true } : i)));

  const open = (item: InboxItem) => {
    if (!item.read) {
      markLocally(new Set([item.id]));
      useUnreadStore.getState().set(Math.max(0, unread - 1));
      void markRead({ ids: [item.id] }).catch(() => toast('error', 'Could not mark it as read'));
    }
    const link = itemLink(item);
    if (link) router.history.push(link);
  };

  const markAll = async () => {
    try {
      await markRead({ all: true });
      markLocally('all');
      useUnreadStore.getState().set(0);
      toast('success', 'All caught up');
    } catch {
      toast('error', 'Something went wrong');
    }
  };

  const more = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchInboxPage(nextPage);
      setItems((loaded) => merge(loaded, page.items));
      setHasMore(page.hasMore);
      setNextPage(nextPage + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Head>
        <h1>Inbox</h1>
        <LinkButton type="button" onClick={() => void markAll()} disabled={unread === 0} style={{ minHeight: 44 }}>
          Mark all as read
        </LinkButton>
      </Head>
      <UnreadChats />
      {items.length === 0 ? (
        <Card>
          <p style={{ margin: 0, fontWeight: 600 }}>Nothing here yet</p>
          <p style={{ marginBottom: 0 }}>
            Invitations, answers to your requests, changes to your games, places that free up, games to rate and booking updates will show
            up here.
          </p>
        </Card>
      ) : (
        <List aria-label="Notifications">
          {items.map((item) => (
            <Row key={item.id} item={item} now={now} onOpen={open} />
          ))}
        </List>
      )}
      {failed ? <ErrorText role="alert">Could not load more. Try again.</ErrorText> : null}
      {hasMore ? (
        <Button type="button" variant="ghost" onClick={() => void more()} disabled={loading}>
          {loading ? 'Loading…' : 'Show older'}
        </Button>
      ) : null}
    </>
  );
}
