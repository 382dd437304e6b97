import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@sports/event-store';
import { SqliteDocumentStore } from '@sports/projections';
import { appendGames, eventually } from '@sports/testing/gameLog';
import { documentStoreCheckpoint } from './documentCheckpoint';
import { HEADERS, eventOfValue, type EventMessage } from './eventMessage';
import type { MessageSink } from './ports';
import { Relay } from './relay';

/** An in-memory broker: records what it acknowledged. */
class FakeSink implements MessageSink {
  readonly acknowledged: EventMessage[] = [];
  async publish(messages: readonly EventMessage[]): Promise<void> {
    this.acknowledged.push(...messages);
  }
  async close(): Promise<void> {}
  on(topic: string) {
    return this.acknowledged.filter((m) => m.topic === topic);
  }
}

const layout = { prefix: 'sports' };
const open: Array<{ close(): Promise<void> }> = [];
const stores = () => {
  const dir = mkdtempSync(join(tmpdir(), 'relay-'));
  const log = new SqliteEventStore(join(dir, 'events.sqlite'));
  const documents = new SqliteDocumentStore(join(dir, 'read.sqlite'));
  open.push(log, documents);
  return { log, documents };
};
const relays: Relay[] = [];
const relay = (...args: ConstructorParameters<typeof Relay>) => {
  const r = new Relay(...args);
  relays.push(r);
  return r;
};

afterEach(async () => {
  for (const r of relays.splice(0)) await r.stop();
  for (const s of open.splice(0)) await s.close();
});

describe('relay: event log to Kafka', () => {
  it('publishes each event to its category topic and the ordered log, keyed by stream, with type, revision and position headers', async () => {
    const { log, documents } = stores();
    await appendGames(log, ['g1', 'g2'], { players: 1 });
    const sink = new FakeSink();
    const r = relay(log, sink, documentStoreCheckpoint(documents), { layout, maxBatch: 3 });
    await r.start();
    await eventually(() => sink.on('sports.all').length === 4);
    const events = await log.readAll({ after: null, maxCount: 100 });
    expect(sink.on('sports.game')).toHaveLength(4);
    const first = sink.on('sports.all')[0]!;
    expect(first.key).toBe('game-g1');
    expect(first.headers).toMatchObject({
      [HEADERS.type]: 'GameCreated',
      [HEADERS.stream]: 'game-g1',
      [HEADERS.revision]: '0',
      [HEADERS.position]: String(events[0]!.position),
      [HEADERS.correlationId]: 'corr-g1',
    });
    expect(eventOfValue(first.value)).toEqual(events[0]);
    // The ordered log holds the global order exactly.
    expect(sink.on('sports.all').map((m) => m.headers[HEADERS.position])).toEqual(events.map((e) => String(e.position)));
    expect(await documents.getCheckpoint('relay')).toBe(events[3]!.position);
  });

  it('stores the checkpoint only after the broker acknowledged: a failed publish is sent again and nothing is lost', async () => {
    const { log, documents } = stores();
    await appendGames(log, ['g1', 'g2', 'g3'], { players: 1 });
    const sink = new FakeSink();
    const checkpoint = documentStoreCheckpoint(documents);
    const saved: bigint[] = [];
    const errors: unknown[] = [];
    const r = relay(
      log,
      sink,
      {
        load: () => checkpoint.load(),
        save: async (p) => {
          saved.push(p);
          await checkpoint.save(p);
        },
      },
      { layout, maxBatch: 2, retryDelayMs: 5, onError: (e) => errors.push(e) },
    );
    const original = sink.publish.bind(sink);
    let calls = 0;
    // The second send fails: the relay must neither checkpoint it nor skip it.
    sink.publish = async (messages) => {
      calls++;
      if (calls === 2) {
        expect(saved).toHaveLength(1);
        throw new Error('broker unavailable');
      }
      return original(messages);
    };
    await r.start();
    await eventually(() => sink.on('sports.all').length >= 6);
    const positions = sink.on('sports.all').map((m) => m.headers[HEADERS.position]);
    const all = (await log.readAll({ after: null, maxCount: 100 })).map((e) => String(e.position));
    expect(positions).toEqual(all);
    expect(saved.every((p, i) => i === 0 || p > saved[i - 1]!)).toBe(true);
    expect(saved.at(-1)).toBe(BigInt(all.at(-1)!));
    expect(errors).toHaveLength(1);
  });

  it('resumes after a restart from the stored checkpoint, publishing only what came after it', async () => {
    const { log, documents } = stores();
    await appendGames(log, ['g1'], { players: 2 });
    const first = new FakeSink();
    const r1 = relay(log, first, documentStoreCheckpoint(documents), { layout });
    await r1.start();
    await eventually(() => first.on('sports.all').length === 3);
    await r1.stop();
    await appendGames(log, ['g2'], { players: 1 });
    const second = new FakeSink();
    const r2 = relay(log, second, documentStoreCheckpoint(documents), { layout });
    await r2.start();
    await eventually(() => second.on('sports.all').length === 2);
    expect(second.on('sports.all').map((m) => m.key)).toEqual(['game-g2', 'game-g2']);
    expect(r2.position).toBe(await log.headPosition());
  });

  it('keeps following the log live, in stream order per key, and a checkpoint saved late only causes duplicates', async () => {
    const { log, documents } = stores();
    const sink = new FakeSink();
    const checkpoint = documentStoreCheckpoint(documents);
    let failSave = true;
    const r = relay(
      log,
      sink,
      {
        load: () => checkpoint.load(),
        save: async (p) => {
          if (failSave) {
            failSave = false;
            throw new Error('checkpoint store down');
          }
          await checkpoint.save(p);
        },
      },
      { layout, retryDelayMs: 5, onError: () => {} },
    );
    await r.start();
    await appendGames(log, ['g1'], { players: 3 });
    await eventually(async () => (await documents.getCheckpoint('relay')) === (await log.headPosition()));
    const messages = sink.on('sports.all');
    // Acknowledged but not checkpointed: sent again, a duplicate a consumer drops by position.
    expect(messages.length).toBeGreaterThan(4);
    const distinct = [...new Set(messages.map((m) => m.headers[HEADERS.position]))];
    expect(distinct).toHaveLength(4);
    // Every event of the stream arrived, the last one last: the duplicate never reorders the key.
    expect(messages.at(-1)!.headers[HEADERS.revision]).toBe('3');
    expect(new Set(messages.map((m) => m.headers[HEADERS.revision]))).toEqual(new Set(['0', '1', '2', '3']));
  });
});
