import { create } from 'zustand';

interface UnreadState {
  /** Null until the server said (or when signed out). */
  unread: number | null;
  set(unread: number | null): void;
  /** Game chats with messages not yet read (docs/adr/0101-game-chat.md): the bell counts them too. */
  chats: number;
  setChats(chats: number): void;
}

/** The bell's count: what the server's inbox stream last said, or what a mark-read just made it. */
export const useUnreadStore = create<UnreadState>()((set) => ({
  unread: null,
  set: (unread) => set({ unread }),
  chats: 0,
  setChats: (chats) => set({ chats }),
}));
