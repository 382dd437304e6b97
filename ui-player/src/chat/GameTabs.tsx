import styled from '@emotion/styled';
import type { GameDocument } from '@sports/contracts';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../session/store';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { fetchChatPage } from './api';
import { useChatUnread } from './liveChat';
import { isChatMember } from './membership';
import { fontSize, radius } from '../ui/tokens';

/** The chat is its own chunk: the game page's first screen does not carry it (the 150 KB budget). */
const ChatPanel = lazy(() => import('./ChatPanel').then((m) => ({ default: m.ChatPanel })));

/** The game page opened at its chat (an @mention's link: `/games/{id}#chat`). */
export const CHAT_HASH = '#chat';

const TabList = styled.div`
  display: flex;
  gap: 4px;
  margin: 0 0 12px;
  padding: 4px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  max-width: 420px;
`;

const Tab = styled.button`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${TAP_TARGET_PX}px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.muted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${color.border};
    color: ${color.text};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;

const Count = styled.span`
  min-width: 22px;
  padding: 1px 7px;
  border-radius: ${radius.md};
  background: ${color.accent};
  color: ${color.accentText};
  font-size: ${fontSize.sm};
  line-height: 20px;
`;

type TabGame = GameDocument & { viewerStatus?: string | null | undefined };

/**
 * DESIGN.md "Together": a game page has two parts a player switches between, About (the game's
 * detail, as it always was) and Chat, with the unread count on its tab.
 */
export function GameTabs({ game, about }: { game: TabGame; about: ReactNode }) {
  const { activityId } = game;
  const userId = useSession((s) => s.user?.userId ?? null);
  const member = isChatMember(game, userId);
  const [tab, setTab] = useState<'about' | 'chat'>(() =>
    typeof window !== 'undefined' && window.location.hash === CHAT_HASH ? 'chat' : 'about',
  );
  const unread = useChatUnread((s) => (member ? (s.games[activityId]?.unread ?? 0) : 0));

  // The badge's first count; the stream keeps it current after (liveChat.ts).
  useEffect(() => {
    if (!member || useChatUnread.getState().games[activityId]?.viewerId === userId) return;
    let live = true;
    fetchChatPage(activityId, undefined, 1)
      .then((page) => live && useChatUnread.getState().known(activityId, userId, page.unread, page.comments[0]?.seq ?? 0))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [activityId, member, userId]);

  const choose = (next: 'about' | 'chat') => {
    setTab(next);
    // The address says which part is shown, so a reload or a shared link opens the same one.
    const url = `${window.location.pathname}${window.location.search}${next === 'chat' ? CHAT_HASH : ''}`;
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      <TabList role="tablist" aria-label="Game page">
        <Tab role="tab" id="game-tab-about" aria-controls="game-panel" aria-selected={tab === 'about'} onClick={() => choose('about')}>
          About
        </Tab>
        <Tab role="tab" id="game-tab-chat" aria-controls="game-panel" aria-selected={tab === 'chat'} onClick={() => choose('chat')}>
          Chat
          {unread > 0 && <Count aria-label={`${unread} unread`}>{unread >= 99 ? '99+' : unread}</Count>}
        </Tab>
      </TabList>
      <div id="game-panel" role="tabpanel" aria-labelledby={tab === 'about' ? 'game-tab-about' : 'game-tab-chat'}>
        {tab === 'about' ? (
          about
        ) : (
          <Suspense fallback={<p>Loading the chat…</p>}>
            <ChatPanel game={game} member={member} />
          </Suspense>
        )}
      </div>
    </>
  );
}
