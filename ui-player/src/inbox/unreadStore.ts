import { create } from 'zustand';

interface UnreadState {
  /** Null until the server said (or when signed out). */
  unread: number | null;
  set(unread: number | null): void;
  /** Game chats with messages not yet read (docs/adr/0101-game-chat.md): the bell counts them too. */
  chats: number;
  setChats(chats: number): void;
  /**
   * How many counts the server's stream has sent: it sends one on every change of the inbox, even
   * when the count comes out the same (an item read and a new one together), so the list reads again on this.
   */
  heard: number;
  /** A count from the server's stream. */
  hear(unread: number, chats: number): void;
}

/** The bell's count: what the server's inbox stream last said, or what a mark-read just made it. */
export const useUnreadStore = create<UnreadState>()((set) => ({
  unread: null,
  set: (unread) => set({ unread }),
  chats: 0,
  setChats: (chats) => set({ chats }),
  heard: 0,
  hear: (unread, chats) => set((s) => ({ unread, chats, heard: s.heard + 1 })),
}));
