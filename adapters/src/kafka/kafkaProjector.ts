import type { EventFeed, RecordedEvent } from '@sports/contracts';
import { ProjectionRunner, type DocumentStore, type Projection, type Projector } from '@sports/projections';
import type { ConsumedBatch, EventConsumer } from './ports';

/** The runner's own feed is never followed here: batches come from the consumer group. */
const fedByConsumer: EventFeed = {
  readAll: () => Promise.reject(new Error('The Kafka projector is fed by its consumer')),
  subscribeToAll: () => {
    throw new Error('The Kafka projector is fed by its consumer');
  },
  headPosition: () => Promise.reject(new Error('The Kafka projector is fed by its consumer')),
};

export interface KafkaProjectorOptions {
  /** After each written batch (metrics, logs). */
  onApplied?: (batch: ConsumedBatch) => void;
}

/**
 * Projectors as a Kafka consumer group (docs/production.md "Projectors"): the same projection
 * declarations and the same apply step as the embedded runner (ProjectionRunner.applyBatch), fed
 * by the ordered log. Idempotent by position: every document remembers the last event applied and
 * ignores anything at or before it, so a batch delivered again after a crash (written, offsets not
 * yet committed) changes nothing. Collections and their indexes are created before consuming.
 */
export class KafkaProjector implements Projector {
  private readonly runner: ProjectionRunner;

  constructor(
    private readonly consumer: EventConsumer,
    private readonly documents: DocumentStore,
    private readonly projections: readonly Projection[],
    private readonly options: KafkaProjectorOptions = {},
  ) {
    // Written batch by batch, never held in memory: offsets are committed right after each write.
    this.runner = new ProjectionRunner(fedByConsumer, documents, projections, { rebuildInMemory: false });
  }

  async start(): Promise<void> {
    for (const projection of this.projections) await this.documents.ensureCollection(projection.collection);
    await this.consumer.run(async (batch) => {
      await this.runner.applyBatch(batch.events);
      this.options.onApplied?.(batch);
    });
  }

  get position(): bigint | null {
    return this.runner.position;
  }

  waitFor(position: bigint | null, timeoutMs?: number): Promise<void> {
    return this.runner.waitFor(position, timeoutMs);
  }

  /** Applies events by hand (tests deliver batches twice this way too). */
  apply(events: readonly RecordedEvent[]): Promise<void> {
    return this.runner.applyBatch(events);
  }

  async stop(): Promise<void> {
    await this.consumer.stop();
  }
}
