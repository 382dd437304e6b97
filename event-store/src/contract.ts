import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventMetadata, RecordedEvent } from '@sports/contracts';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend } from './port';

/**
 * The one contract every EventStore adapter passes (ARCHITECTURE.md: "Every port has one
 * contract test suite that every adapter must pass"). Streams get unique names so the
 * suite can run against a shared server.
 */
export interface EventStoreHarness {
  open(): Promise<EventStore>;
  /** Close and open again on the same storage, to prove durability. */
  reopen?(store: EventStore): Promise<EventStore>;
}

const metadata = (): EventMetadata => ({
  commandId: randomUUID(),
  commandHash: 'h',
  causationId: 'c',
  correlationId: 'c',
  userId: 'tester',
  time: new Date().toISOString(),
  schemaVersion: 1,
});

const event = (type: string, data: unknown = { n: 1 }): EventToAppend => ({ id: randomUUID(), type, data, metadata: metadata() });

const stream = () => `contract-${randomUUID().replaceAll('-', '')}`;

const collect = async (store: EventStore, after: bigint | null, count: number, timeoutMs = 5000) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const seen: RecordedEvent[] = [];
  for await (const batch of store.subscribeToAll({ after, signal: controller.signal })) {
    seen.push(...batch);
    if (seen.length >= count) break;
  }
  clearTimeout(timer);
  return seen;
};

export const eventStoreContract = (name: string, harness: EventStoreHarness) =>
  describe(`EventStore contract: ${name}`, () => {
    it('appends to a new stream and reads it back with bigint revisions', async () => {
      const store = await harness.open();
      const id = stream();
      const result = await store.appendToStream(id, [event('A', { x: 'é' }), event('B')], { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(1n);
      const read = await store.readStream(id);
      expect(read.map((e) => [e.type, e.revision, e.streamId])).toEqual([
        ['A', 0n, id],
        ['B', 1n, id],
      ]);
      expect(read[0]!.data).toEqual({ x: 'é' });
      expect(read[0]!.metadata.userId).toBe('tester');
      expect(typeof read[0]!.position).toBe('bigint');
      expect(read[1]!.position).toBe(result.position);
      await store.close();
    });

    it('reads a missing stream as empty and reads from a revision', async () => {
      const store = await harness.open();
      expect(await store.readStream(stream())).toEqual([]);
      const id = stream();
      await store.appendToStream(id, [event('A'), event('B'), event('C')], { expectedRevision: 'no_stream' });
      expect((await store.readStream(id, { fromRevision: 1n })).map((e) => e.type)).toEqual(['B', 'C']);
      await store.close();
    });

    it('refuses a wrong expected revision and appends nothing', async () => {
      const store = await harness.open();
      const id = stream();
      await store.appendToStream(id, [event('A')], { expectedRevision: 'no_stream' });
      await expect(store.appendToStream(id, [event('B')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.appendToStream(id, [event('B'), event('C')], { expectedRevision: 5n })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.appendToStream(stream(), [event('B')], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A']);
      await store.appendToStream(id, [event('B')], { expectedRevision: 0n });
      await store.appendToStream(id, [event('C')], { expectedRevision: 'any' });
      await store.appendToStream(id, [event('D')], { expectedRevision: 'stream_exists' });
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
      await store.close();
    });

    it('lets exactly one of many concurrent appends at the same revision win', async () => {
      const store = await harness.open();
      const id = stream();
      await store.appendToStream(id, [event('A')], { expectedRevision: 'no_stream' });
      const attempts = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => store.appendToStream(id, [event(`W${i}`)], { expectedRevision: 0n })),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      for (const a of attempts) if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(id)).toHaveLength(2);
      await store.close();
    });

    it('orders all events by a strictly increasing global position, `after` exclusive', async () => {
      const store = await harness.open();
      const start = await store.headPosition();
      const a = stream();
      const b = stream();
      await store.appendToStream(a, [event('A1')], { expectedRevision: 'no_stream' });
      await store.appendToStream(b, [event('B1'), event('B2')], { expectedRevision: 'no_stream' });
      await store.appendToStream(a, [event('A2')], { expectedRevision: 0n });
      const all = (await store.readAll({ after: start, maxCount: 100 })).filter((e) => e.streamId === a || e.streamId === b);
      expect(all.map((e) => e.type)).toEqual(['A1', 'B1', 'B2', 'A2']);
      for (let i = 1; i < all.length; i++) expect(all[i]!.position > all[i - 1]!.position).toBe(true);
      const rest = await store.readAll({ after: all[1]!.position, maxCount: 100 });
      expect(rest[0]!.type).toBe('B2');
      expect(await store.headPosition()).toBe(all[3]!.position);
      await store.close();
    });

    it('reads with a types hint: every event of those types in order, and the batch still ends at the last event read', async () => {
      const store = await harness.open();
      const start = await store.headPosition();
      const id = stream();
      await store.appendToStream(
        id,
        [event('Skip'), event('Keep', { n: 2 }), event('Skip'), event('Keep', { n: 4 }), event('Skip', { n: 5 })],
        { expectedRevision: 'no_stream' },
      );
      const all = await store.readAll({ after: start, maxCount: 100 });
      const hinted = await store.readAll({ after: start, maxCount: 100, types: new Set(['Keep']) });
      expect(hinted.filter((e) => e.type === 'Keep')).toEqual(all.filter((e) => e.type === 'Keep'));
      expect(hinted.at(-1)).toEqual(all.at(-1));
      // A batch's last event comes even when the hint would leave it out: the reader's position moves on.
      const firstTwo = await store.readAll({ after: start, maxCount: 2, types: new Set(['Other']) });
      expect(firstTwo.at(-1)).toEqual(all[1]);
      await store.close();
    });

    it('subscribes from a position: catches up, then receives live appends', async () => {
      const store = await harness.open();
      const start = await store.headPosition();
      const id = stream();
      await store.appendToStream(id, [event('Before')], { expectedRevision: 'no_stream' });
      const seen = collect(store, start, 2);
      setTimeout(() => void store.appendToStream(id, [event('Live')], { expectedRevision: 0n }), 50);
      const events = (await seen).filter((e) => e.streamId === id);
      expect(events.map((e) => e.type)).toEqual(['Before', 'Live']);
      await store.close();
    });

    if (harness.reopen) {
      it('keeps acknowledged appends across a close and reopen', async () => {
        const store = await harness.open();
        const id = stream();
        await store.appendToStream(id, [event('Kept')], { expectedRevision: 'no_stream' });
        const again = await harness.reopen!(store);
        expect((await again.readStream(id)).map((e) => e.type)).toEqual(['Kept']);
        await again.close();
      });
    }
  });
