import { Kafka, type Admin, type Producer } from 'kafkajs';
import type { EventMessage } from './eventMessage';
import type { MessageSink } from './ports';

/** kafkajs wants acks = -1 ("all in-sync replicas") for an idempotent producer. */
const ACKS_ALL = -1;

export interface KafkaSinkOptions {
  /** The ordered log's name: created with one partition, whatever `partitions` says. */
  orderedTopic: string;
  /** Partitions of each category topic created here; default 6. */
  partitions?: number;
  replicationFactor?: number;
  /**
   * Default true. Off only for brokers that refuse InitProducerId, such as librdkafka's mock
   * cluster in CI; production keeps it on.
   */
  idempotent?: boolean;
  /**
   * Default true: topics are created here with the partition counts above. Off leaves creation to
   * the broker on first use, for brokers that refuse admin calls (the mock cluster again).
   */
  createTopics?: boolean;
}

/**
 * The relay's Kafka side, thin on purpose (the contract suite is what can differ). Idempotent
 * producer: the broker drops a retried message it already has, so retries never duplicate or
 * reorder within a partition. Topics are created here before their first message (automatic
 * creation would give the ordered log the broker's default partition count).
 */
export class KafkaMessageSink implements MessageSink {
  private readonly known = new Set<string>();

  private constructor(
    private readonly producer: Producer,
    private readonly admin: Admin | null,
    private readonly options: KafkaSinkOptions,
  ) {}

  static async connect(kafka: Kafka, options: KafkaSinkOptions): Promise<KafkaMessageSink> {
    const createTopics = options.createTopics ?? true;
    const producer = kafka.producer({
      idempotent: options.idempotent ?? true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: !createTopics,
    });
    const admin = createTopics ? kafka.admin() : null;
    await Promise.all([producer.connect(), admin?.connect()]);
    return new KafkaMessageSink(producer, admin, options);
  }

  private async ensureTopics(topics: string[]): Promise<void> {
    if (!this.admin) return;
    const missing = topics.filter((t) => !this.known.has(t));
    if (missing.length === 0) return;
    const existing = new Set(await this.admin.listTopics());
    const create = missing.filter((t) => !existing.has(t));
    if (create.length > 0) {
      await this.admin.createTopics({
        waitForLeaders: true,
        topics: create.map((topic) => ({
          topic,
          numPartitions: topic === this.options.orderedTopic ? 1 : (this.options.partitions ?? 6),
          replicationFactor: this.options.replicationFactor ?? 1,
        })),
      });
    }
    for (const t of missing) this.known.add(t);
  }

  async publish(messages: readonly EventMessage[]): Promise<void> {
    const byTopic = new Map<string, EventMessage[]>();
    for (const m of messages) {
      const list = byTopic.get(m.topic);
      if (list) list.push(m);
      else byTopic.set(m.topic, [m]);
    }
    await this.ensureTopics([...byTopic.keys()]);
    await this.producer.sendBatch({
      acks: ACKS_ALL,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        // The ordered log's order is one partition's order: pin it to partition 0, so it holds even
        // where the broker, not this sink, created the topic with more partitions.
        messages: list.map((m) => ({
          key: m.key,
          value: m.value,
          headers: m.headers,
          ...(topic === this.options.orderedTopic ? { partition: 0 } : {}),
        })),
      })),
    });
  }

  async close(): Promise<void> {
    await Promise.all([this.producer.disconnect(), this.admin?.disconnect()]);
  }
}
