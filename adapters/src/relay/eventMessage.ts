import { categoryOf, type EventMetadata, type RecordedEvent } from '@sports/contracts';

/**
 * How one event travels on Kafka (docs/production.md "Relay"). The value is the whole event as
 * JSON (bigints as decimal strings); the headers repeat what a consumer routes or filters on
 * without parsing the value.
 */
export interface EventMessage {
  topic: string;
  /** The stream id: Kafka keeps one key's messages in order on one partition. */
  key: string;
  value: string;
  headers: Record<string, string>;
}

export const HEADERS = {
  type: 'event-type',
  stream: 'stream-id',
  revision: 'stream-revision',
  position: 'global-position',
  eventId: 'event-id',
  correlationId: 'correlation-id',
} as const;

/**
 * Topics. Every event goes to its category's topic (`<prefix>.<category>`, keyed by stream, as
 * many partitions as throughput needs: order holds per stream) and to the ordered log
 * (`<prefix>.all`, one partition: order holds across streams). Read models fold events of many
 * streams into one document and remember the last position applied, so projectors need the
 * global order and read the ordered log; consumers that care about one aggregate at a time
 * (integrations, analysts' streaming jobs) read category topics and scale by partition.
 */
export interface TopicLayout {
  prefix: string;
}

/** Kafka topic names allow [a-zA-Z0-9._-]; stream categories are already close to that. */
const topicSafe = (name: string) => name.replace(/[^a-zA-Z0-9._-]/g, '_');

export const orderedTopicOf = (layout: TopicLayout) => `${layout.prefix}.all`;
export const categoryTopicOf = (layout: TopicLayout, streamId: string) => `${layout.prefix}.${topicSafe(categoryOf(streamId))}`;

interface WireEvent {
  id: string;
  streamId: string;
  revision: string;
  position: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

const valueOf = (event: RecordedEvent): string =>
  JSON.stringify({ ...event, revision: String(event.revision), position: String(event.position) } satisfies WireEvent);

const headersOf = (event: RecordedEvent): Record<string, string> => ({
  [HEADERS.type]: event.type,
  [HEADERS.stream]: event.streamId,
  [HEADERS.revision]: String(event.revision),
  [HEADERS.position]: String(event.position),
  [HEADERS.eventId]: event.id,
  ...(event.metadata?.correlationId ? { [HEADERS.correlationId]: event.metadata.correlationId } : {}),
});

/** The two messages of one event: its category topic and the ordered log. */
export const messagesOf = (event: RecordedEvent, layout: TopicLayout): EventMessage[] => {
  const value = valueOf(event);
  const headers = headersOf(event);
  return [
    { topic: categoryTopicOf(layout, event.streamId), key: event.streamId, value, headers },
    { topic: orderedTopicOf(layout), key: event.streamId, value, headers },
  ];
};

/** Back from a message value; throws on anything that is not one of ours (a poison message must stop the consumer, not vanish). */
export const eventOfValue = (value: string): RecordedEvent => {
  const wire = JSON.parse(value) as Partial<WireEvent>;
  if (typeof wire.id !== 'string' || typeof wire.streamId !== 'string' || typeof wire.type !== 'string')
    throw new Error('Not an event message');
  if (typeof wire.revision !== 'string' || typeof wire.position !== 'string' || typeof wire.metadata !== 'object')
    throw new Error(`Event message ${wire.id} lacks revision, position or metadata`);
  return {
    id: wire.id,
    streamId: wire.streamId,
    revision: BigInt(wire.revision),
    position: BigInt(wire.position),
    type: wire.type,
    data: wire.data,
    metadata: wire.metadata,
  };
};
