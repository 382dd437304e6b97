import { describe, expect, it } from 'vitest';
import type { ChangeCursor, DocumentStore } from '@sports/projections';
import { MAX_LISTED_CHANGES, missedSince } from './changesRoute';

/** A read model's changes: `total` games changed, one per position; records every read asked of it. */
const changesOf = (total: number) => {
  const reads: number[] = [];
  const store = {
    async changesSince(_collection: string, cursor: ChangeCursor, limit: number) {
      reads.push(limit);
      const from = Number(cursor.position);
      return Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => ({
        id: `g${from + i}`,
        position: BigInt(from + i + 1),
        doc: null,
      }));
    },
  } as unknown as DocumentStore;
  return { store, reads };
};

describe('a game-changes stream resumed from Last-Event-ID (docs/adr/0119-event-stream-caps.md)', () => {
  const now = { generation: 1, position: 1_000_000n };

  it('lists the games changed since the id when they fit in one notice', async () => {
    const { store } = changesOf(3);
    expect((await missedSince(store, [1n, 0n], now))?.map((c) => c.id)).toEqual(['g0', 'g1', 'g2']);
  });

  it('reads one page of at most a notice plus one, however old the id, and past it says refetch everything', async () => {
    const { store, reads } = changesOf(50_000);
    expect(await missedSince(store, [1n, 0n], now)).toBeNull();
    expect(reads).toEqual([MAX_LISTED_CHANGES + 1]);
  });

  it('says refetch everything after a rebuild (another generation) or for a position ahead of the read model, reading nothing', async () => {
    const { store, reads } = changesOf(3);
    expect(await missedSince(store, [2n, 0n], now)).toBeNull();
    expect(await missedSince(store, [1n, now.position + 1n], now)).toBeNull();
    expect(reads).toEqual([]);
  });
});
