import { CHAT_COMMENTS_COLLECTION, type Actor } from '@sports/contracts';
import type { ChangeCursor, DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { describe, expect, it, vi } from 'vitest';
import { registerChatQueryRoutes } from './routes';

/**
 * A reconnecting game page's chat catch-up (docs/adr/0119-event-stream-caps.md: Last-Event-ID)
 * reads every comment change since the id it sent, up to 20,000. Only a chat member may cost the
 * server that read: anyone else, whatever id they send, gets no message and causes no read.
 */
const COMMENTS = 5_000;
/** A read-model store holding only chat comment changes (of another game), and no game at all. */
const storeWithComments = () => {
  const catchUpReads: bigint[] = [];
  const changesSince = vi.fn(async (collection: string, cursor: ChangeCursor, limit: number) => {
    if (collection !== CHAT_COMMENTS_COLLECTION) return [];
    const from = Number(cursor.position);
    if (from < COMMENTS) catchUpReads.push(cursor.position);
    return Array.from({ length: Math.max(0, Math.min(limit, COMMENTS - from)) }, (_, i) => {
      const position = BigInt(from + i + 1);
      return { id: `other-game/c${position}`, position, doc: { id: `other-game/c${position}`, activityId: 'other-game', body: 'hi' } };
    });
  });
  const store = { changesSince, get: async () => null, find: async () => [], count: async () => 0 } as unknown as DocumentStore;
  return { store, catchUpReads };
};
const api = { bind: () => undefined } as unknown as Api;
const outsider: Actor = { userId: 'stranger', role: 'player', scopeIds: [] } as unknown as Actor;

describe('the chat feed of a reconnecting game page', () => {
  it('reads no missed comments for a caller who may not read the chat, whatever Last-Event-ID they send', async () => {
    const { store, catchUpReads } = storeWithComments();
    const { chatFeed, changes } = registerChatQueryRoutes(api, store);
    await changes.tick();
    catchUpReads.length = 0;
    const sent = vi.fn(async () => undefined);
    const feed = await chatFeed({ activityId: 'a-game', actor: outsider, resumeFrom: 0n }, sent);
    // The feed's position moves to now once the catch-up is done (or skipped).
    await vi.waitFor(() => expect(feed.position()).toBe(BigInt(COMMENTS)));
    feed.stop();
    expect(sent).not.toHaveBeenCalled();
    expect(catchUpReads).toEqual([]);
  });
});
