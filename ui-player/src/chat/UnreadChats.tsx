import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useUnreadStore } from '../inbox/unreadCount';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { fetchUnreadChats } from './api';
import { fontSize, radius } from '../ui/tokens';

type Chat = { activityId: string; name: string; unread: number };

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const ChatLink = createLink(styled.a`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${TAP_TARGET_PX}px;
  padding: 8px 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  text-decoration: none;
  & > span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > b {
    min-width: 22px;
    padding: 1px 7px;
    border-radius: ${radius.md};
    background: ${color.accent};
    color: ${color.accentText};
    text-align: center;
    font-size: ${fontSize.sm};
  }
`);

/**
 * The inbox's Chats (docs/adr/0101-game-chat.md): one line per game whose chat has messages the
 * player has not read, "New messages in <game>" with the count, leading to its Chat tab. Read again
 * whenever the bell's count of such chats moves.
 */
export function UnreadChats() {
  const count = useUnreadStore((s) => s.chats);
  const [chats, setChats] = useState<Chat[]>([]);
  useEffect(() => {
    let live = true;
    fetchUnreadChats()
      .then((reply) => {
        if (!live) return;
        setChats(reply.chats);
        useUnreadStore.getState().setChats(reply.chats.length);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [count]);
  if (chats.length === 0) return null;
  return (
    <section aria-labelledby="unread-chats">
      <h2 id="unread-chats" style={{ fontSize: fontSize.lg, margin: '0 0 8px' }}>
        Chats
      </h2>
      <List>
        {chats.map((chat) => (
          <li key={chat.activityId}>
            <ChatLink to="/games/$activityId" params={{ activityId: chat.activityId }} hash="chat">
              <span>New messages in {chat.name}</span>
              <b aria-label={`${chat.unread} unread`}>{chat.unread >= 99 ? '99+' : chat.unread}</b>
            </ChatLink>
          </li>
        ))}
      </List>
    </section>
  );
}
