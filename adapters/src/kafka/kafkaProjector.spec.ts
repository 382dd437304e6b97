import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@sports/event-store';
import { GAMES_COLLECTION, ProjectionRunner, SqliteDocumentStore, allProjections } from '@sports/projections';
import { appendGames, eventually } from '@sports/testing/gameLog';
import { documentStoreCheckpoint } from '../relay/documentCheckpoint';
import { eventOfValue, type EventMessage } from '../relay/eventMessage';
import { Relay } from '../relay/relay';
import { KafkaProjector } from './kafkaProjector';
import type { ConsumedBatch, EventConsumer } from './ports';

const dir = () => mkdtempSync(join(tmpdir(), 'kafka-projector-'));
const closing: Array<{ close(): Promise<void> } | { stop(): Promise<void> }> = [];
afterEach(async () => {
  for (const c of closing.splice(0).reverse()) await ('stop' in c ? c.stop() : c.close());
});

/** An in-memory partition: delivers what the relay acknowledged, commits an offset only after `handle` resolved. */
class FakePartition implements EventConsumer {
  committed = 0;
  readonly writtenAtCommit: boolean[] = [];
  constructor(
    private readonly messages: EventMessage[],
    private readonly batchSize: number,
    private readonly afterHandle?: (batch: ConsumedBatch) => Promise<boolean>,
  ) {}
  async run(handle: (batch: ConsumedBatch) => Promise<void>): Promise<void> {
    while (this.committed < this.messages.length) {
      const slice = this.messages.slice(this.committed, this.committed + this.batchSize);
      const batch = { events: slice.map((m) => eventOfValue(m.value)), lag: this.messages.length - this.committed - slice.length };
      await handle(batch);
      if (this.afterHandle) this.writtenAtCommit.push(await this.afterHandle(batch));
      this.committed += slice.length;
    }
  }
  async stop(): Promise<void> {}
}

/** Runs the relay over the log into memory and returns what the ordered log received. */
const relayed = async (log: SqliteEventStore) => {
  const checkpoints = new SqliteDocumentStore(join(dir(), 'relay.sqlite'));
  closing.push(checkpoints);
  const acknowledged: EventMessage[] = [];
  const relay = new Relay(
    log,
    { publish: async (m) => void acknowledged.push(...m), close: async () => {} },
    documentStoreCheckpoint(checkpoints),
    { layout: { prefix: 'sports' }, maxBatch: 4 },
  );
  await relay.start();
  const head = await log.headPosition();
  await eventually(() => relay.position === head);
  await relay.stop();
  return acknowledged.filter((m) => m.topic === 'sports.all');
};

describe('projectors as a Kafka consumer group', () => {
  it('writes the same read models as the embedded runner from the relayed ordered log, offsets committed only after the write', async () => {
    const log = new SqliteEventStore(join(dir(), 'events.sqlite'));
    closing.push(log);
    await appendGames(log, ['g1', 'g2', 'g3'], { players: 3 });
    const embedded = new SqliteDocumentStore(join(dir(), 'embedded.sqlite'));
    const viaKafka = new SqliteDocumentStore(join(dir(), 'kafka.sqlite'));
    closing.push(embedded, viaKafka);
    const runner = new ProjectionRunner(log, embedded, allProjections);
    await runner.start();
    await runner.waitFor(await log.headPosition());
    await runner.stop();

    const messages = await relayed(log);
    const lags: number[] = [];
    // When an offset is committed, the batch's last event is already in its document.
    const written = async (batch: ConsumedBatch) => {
      const last = batch.events.at(-1)!;
      const id = (last.data as { activityId: string }).activityId;
      return (await viaKafka.getStored(GAMES_COLLECTION, [id])).get(id)?.position === last.position;
    };
    const partition = new FakePartition(messages, 5, written);
    const projector = new KafkaProjector(partition, viaKafka, allProjections, { onApplied: (b) => lags.push(b.lag) });
    await projector.start();
    expect(partition.committed).toBe(12);
    expect(partition.writtenAtCommit.every(Boolean)).toBe(true);
    expect(lags).toEqual([7, 2, 0]);
    expect(projector.position).toBe(await log.headPosition());
    for (const game of ['g1', 'g2', 'g3'])
      expect(await viaKafka.get(GAMES_COLLECTION, game)).toEqual(await embedded.get(GAMES_COLLECTION, game));
    // Indexes were created at start: a query over a declared index works on the projector's store.
    expect(await viaKafka.count(GAMES_COLLECTION)).toBe(3);
  });

  it('is idempotent by position: a batch delivered again (written, offsets lost in a crash) changes nothing', async () => {
    const log = new SqliteEventStore(join(dir(), 'events.sqlite'));
    closing.push(log);
    await appendGames(log, ['g1'], { players: 2 });
    const messages = await relayed(log);
    const store = new SqliteDocumentStore(join(dir(), 'kafka.sqlite'));
    closing.push(store);
    const projector = new KafkaProjector(new FakePartition(messages, 10), store, allProjections);
    await projector.start();
    const once = await store.get(GAMES_COLLECTION, 'g1');
    // The same messages again, as a restarted member would get them, then in smaller batches.
    await new KafkaProjector(new FakePartition(messages, 10), store, allProjections).start();
    await new KafkaProjector(new FakePartition(messages, 1), store, allProjections).start();
    expect(await store.get(GAMES_COLLECTION, 'g1')).toEqual(once);
    expect(once).toMatchObject({ totalParticipantCount: 2 });
  });

  it('commits nothing for a batch whose write failed, so the batch comes again', async () => {
    const log = new SqliteEventStore(join(dir(), 'events.sqlite'));
    closing.push(log);
    await appendGames(log, ['g1'], { players: 1 });
    const messages = await relayed(log);
    const store = new SqliteDocumentStore(join(dir(), 'kafka.sqlite'));
    closing.push(store);
    const partition = new FakePartition(messages, 10);
    const failing = { ...store, commit: () => Promise.reject(new Error('disk full')) } as unknown as SqliteDocumentStore;
    Object.setPrototypeOf(failing, store);
    await expect(new KafkaProjector(partition, failing, allProjections).start()).rejects.toThrow('disk full');
    expect(partition.committed).toBe(0);
    await new KafkaProjector(partition, store, allProjections).start();
    expect(partition.committed).toBe(2);
    expect(await store.get(GAMES_COLLECTION, 'g1')).not.toBeNull();
  });
});
