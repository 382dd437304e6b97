import type { Consumer, Kafka } from 'kafkajs';
import { eventOfValue } from '../relay/eventMessage';
import type { ConsumedBatch, EventConsumer } from './ports';

export interface KafkaConsumerOptions {
  groupId: string;
  topic: string;
  /**
   * How long the group waits for a member that stopped heartbeating (or left without the broker
   * noticing) before another takes its partitions; kafkajs's default (30 s) unless set. The mock
   * cluster's suites shorten it: the mock holds a departed member until it times out.
   */
  sessionTimeout?: number;
}

/**
 * One member of the projectors' consumer group, thin on purpose. Offsets are committed by hand,
 * after the batch is written (autoCommit off): a crash before the commit delivers the batch again,
 * which the position guard makes harmless. A new group starts at the beginning of the log.
 */
export class KafkaEventConsumer implements EventConsumer {
  private readonly consumer: Consumer;

  constructor(
    kafka: Kafka,
    private readonly options: KafkaConsumerOptions,
  ) {
    this.consumer = kafka.consumer({
      groupId: options.groupId,
      ...(options.sessionTimeout ? { sessionTimeout: options.sessionTimeout, rebalanceTimeout: options.sessionTimeout } : {}),
    });
  }

  async run(handle: (batch: ConsumedBatch) => Promise<void>): Promise<void> {
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: [this.options.topic], fromBeginning: true });
    await this.consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      // The payload's functions are called on it, not taken off it: kafkajs declares them as methods.
      eachBatch: async (payload) => {
        const { batch } = payload;
        if (!payload.isRunning() || payload.isStale() || batch.isEmpty()) return;
        const events = batch.messages.map((m) => eventOfValue(m.value?.toString('utf8') ?? ''));
        await handle({ events, lag: Number(batch.offsetLag()) });
        const last = batch.lastOffset();
        payload.resolveOffset(last);
        // The committed offset is the next one to read.
        await this.consumer.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset: (BigInt(last) + 1n).toString() }]);
        await payload.heartbeat();
      },
    });
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect();
  }
}
