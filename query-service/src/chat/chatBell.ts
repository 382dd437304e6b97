import type { DocumentStore } from '@sports/projections';
import { membershipsOf } from '../games/memberships';
import type { ChatChanges } from './chatChanges';
import { unreadChats } from './chatQueries';

/** How long a user's list of games is trusted before it is read again (a game joined meanwhile). */
const GAMES_TTL_MS = 60_000;

/** The bell's part of the chat (docs/adr/0101-game-chat.md): how many of a user's chats have unread messages, and a call when that may have changed. */
export type ChatBell = (userId: string, onChange: () => void) => { count: () => Promise<number>; stop: () => void };

/**
 * For the inbox's live stream: counts the user's chats with unread messages, and calls `onChange`
 * when a message comes to one of their games (the page that reads a chat updates its own bell).
 * Their games are read once a minute, so a message elsewhere costs a set lookup.
 */
export const chatBellOf =
  (store: DocumentStore, changes: ChatChanges): ChatBell =>
  (userId, onChange) => {
    let games: { ids: ReadonlySet<string>; at: number } | null = null;
    const gamesOf = async () => {
      if (!games || performance.now() - games.at > GAMES_TTL_MS) {
        const memberships = await membershipsOf(store, userId);
        games = {
          ids: new Set([...memberships.values()].filter((m) => m.isHost || m.isCoHost || m.status === 'joined').map((m) => m.activityId)),
          at: performance.now(),
        };
      }
      return games.ids;
    };
    const stopComments = changes.followAny((activityIds) => {
      void gamesOf().then((ids) => {
        for (const id of activityIds) if (ids.has(id)) return onChange();
      });
    });
    const count = async () => (await unreadChats(store, userId)).chats.length;
    return {
      count,
      stop: stopComments,
    };
  };
