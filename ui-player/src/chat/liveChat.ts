import { chatApi } from '@sports/contracts';

type ChatLiveEvent = chatApi.ChatLiveEvent;
import { create } from 'zustand';

type Listener = (event: ChatLiveEvent) => void;
const listeners = new Set<Listener>();

/**
 * A game chat's live messages arrive on the game page's viewer stream (live/useLiveViewers.ts,
 * one connection per open page): it hands the `chat` events here, and the chat tab and its badge
 * listen. No polling (docs/adr/0101-game-chat.md).
 */
export function publishChatEvent(data: unknown): void {
  const parsed = chatApi.chatLiveEventSchema.safeParse(data);
  if (!parsed.success) return;
  useChatUnread.getState().heard(parsed.data);
  for (const listener of [...listeners]) listener(parsed.data);
}

export function onChatEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

interface ChatUnreadState {
  /** By game: unread messages for the viewer, and the newest message number they have been told of. */
  games: Record<string, { unread: number; lastSeq: number; viewerId: string | null; open: boolean }>;
  /** What the server said when the page asked (GET chat: readSeq and unread). */
  known: (activityId: string, viewerId: string | null, unread: number, lastSeq: number) => void;
  /** The chat tab is shown (its messages are read as they come) or not. */
  setOpen: (activityId: string, open: boolean) => void;
  heard: (event: ChatLiveEvent) => void;
}

/** The Chat tab's unread count, kept live from the stream: others' new messages count while the tab is not shown. */
export const useChatUnread = create<ChatUnreadState>()((set) => ({
  games: {},
  known: (activityId, viewerId, unread, lastSeq) =>
    set((s) => ({ games: { ...s.games, [activityId]: { ...(s.games[activityId] ?? { open: false }), unread, lastSeq, viewerId } } })),
  setOpen: (activityId, open) =>
    set((s) => {
      const game = s.games[activityId] ?? { unread: 0, lastSeq: 0, viewerId: null, open };
      return { games: { ...s.games, [activityId]: { ...game, open, unread: open ? 0 : game.unread } } };
    }),
  heard: (event) =>
    set((s) => {
      const game = s.games[event.activityId];
      if (!game) return s;
      const fresh = event.comments.filter((c) => c.seq > game.lastSeq);
      const lastSeq = Math.max(game.lastSeq, ...fresh.map((c) => c.seq));
      const unread = game.open ? 0 : game.unread + fresh.filter((c) => c.author.id !== game.viewerId).length;
      return { games: { ...s.games, [event.activityId]: { ...game, lastSeq, unread } } };
    }),
}));
