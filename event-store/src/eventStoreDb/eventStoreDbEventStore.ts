/**
 * The production event store: EventStoreDB (or KurrentDB) through @eventstore/db-client.
 *
 * Global position mapping. $all positions are {commit, prepare} pairs; our port has one bigint.
 * We use the commit position, and require commit === prepare for every event we hand out:
 * - Every append made through the gRPC API is an implicit transaction: each event is its own
 *   committed prepare record, and the server reports it at {commit: its log position,
 *   prepare: its log position} (AllReader builds CommitEventRecord(event, event.LogPosition)
 *   for such records). So two events of one append have distinct, increasing commit positions,
 *   and the pair order of $all equals the order of the commit position alone.
 * - Only explicit transactions (the legacy TCP API, which gRPC clients cannot use) share one
 *   commit position between several events and differ in prepare. One bigint cannot tell those
 *   events apart, and a projection that remembers a position would then skip the rest of such a
 *   transaction, so positionOf() refuses them loudly instead of losing events silently.
 * - Stream reads carry the same position since server 22.6 (non-transaction events, gRPC).
 *   Older servers send none (-1, seen as 2^64-1); positionOf() refuses that too.
 * A bigint position p is given back to the server as {commit: p, prepare: p}: the exact
 * $all position of the event at p.
 *
 * `after` is exclusive in our port. Forward reads of $all from a position include the event at
 * that position, so events at or before `after` are dropped here (also in subscriptions, whose
 * start is already exclusive, so a redelivery never crosses the boundary).
 *
 * System events (types starting with `$`: stats, settings, metadata, links) are not part of our
 * feed: subscriptions use the server-side excludeSystemEvents() filter; this client version's
 * readAll takes no filter, so reads skip them here with the same rule.
 */
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ResolvedEvent,
  type StreamingRead,
} from '@eventstore/db-client';
import type { EventMetadata, RecordedEvent } from '@sports/contracts';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type EventToAppend, type ExpectedRevision } from '../port';

const NO_POSITION = 2n ** 63n; // anything at or above is the server's "no position" (-1 as unsigned)

const positionOf = (position: Position | undefined, what: string): bigint => {
  if (!position || position.commit >= NO_POSITION) throw new Error(`${what} has no $all position (EventStoreDB 22.6+ is required)`);
  if (position.commit !== position.prepare) {
    throw new Error(
      `${what} was written in an explicit transaction (commit ${position.commit} != prepare ${position.prepare}); unsupported`,
    );
  }
  return position.commit;
};

const toServerPosition = (position: bigint): Position => ({ commit: position, prepare: position });

const isSystemType = (type: string) => type.startsWith('$');

/** Our event, or undefined for what the feed leaves out (system events, unresolved links). */
const toRecorded = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined => {
  const event = resolved.event;
  if (!event || isSystemType(event.type)) return undefined;
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position: positionOf(event.position, `Event ${event.id} of ${event.streamId}`),
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
  };
};

const EXPECTED: Record<Exclude<ExpectedRevision, bigint>, AppendExpectedRevision> = {
  no_stream: NO_STREAM,
  stream_exists: STREAM_EXISTS,
  any: ANY,
};

export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  /** e.g. `esdb://localhost:2113?tls=false` (see the client's connection string docs). */
  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async appendToStream(streamId: string, events: EventToAppend[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const expected = options.expectedRevision;
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata })),
        { expectedRevision: typeof expected === 'bigint' ? expected : EXPECTED[expected] },
      );
      // Only reachable with throwOnAppendFailure=false in the connection string, which would turn conflicts into "successes".
      if (!result.success) throw new Error(`Append to ${streamId} failed: the client must keep throwOnAppendFailure=true`);
      return { nextExpectedRevision: result.nextExpectedRevision, position: positionOf(result.position, `Append to ${streamId}`) };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw new WrongExpectedRevisionError(streamId, expected, error.actualVersion);
      throw error;
    }
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const read = this.client.readStream(streamId, {
      fromRevision: options.fromRevision ?? START,
      maxCount: options.maxCount,
      direction: FORWARDS,
    });
    try {
      return await take(read, Number.POSITIVE_INFINITY, () => true);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  async readAll(options: { after: bigint | null; maxCount: number }): Promise<RecordedEvent[]> {
    const { after, maxCount } = options;
    // No server-side maxCount: system events are skipped here, so read on until enough remain, then cancel.
    const read = this.client.readAll({ fromPosition: after === null ? START : toServerPosition(after), direction: FORWARDS });
    return take(read, maxCount, (e) => after === null || e.position > after);
  }

  async headPosition(): Promise<bigint | null> {
    const read = this.client.readAll({ fromPosition: END, direction: BACKWARDS });
    const [newest] = await take(read, 1, () => true);
    return newest?.position ?? null;
  }

  async *subscribeToAll(options: { after: bigint | null; signal: AbortSignal; maxBatch?: number }): AsyncIterable<RecordedEvent[]> {
    const { after, signal } = options;
    const maxBatch = options.maxBatch ?? 1000;
    if (signal.aborted) return;
    const subscription = this.client.subscribeToAll({
      fromPosition: after === null ? START : toServerPosition(after),
      filter: excludeSystemEvents(),
    });
    // Unsubscribing cancels the call; the stream then ends and the loop below finishes.
    const stop = () => void subscription.unsubscribe();
    signal.addEventListener('abort', stop, { once: true });
    try {
      let batch: RecordedEvent[] = [];
      for await (const resolved of subscription) {
        const event = toRecorded(resolved);
        if (event && (after === null || event.position > after)) batch.push(event);
        // Batch what the client already holds (catch-up), hand over at once when nothing more is buffered (live).
        if (batch.length > 0 && (batch.length >= maxBatch || subscription.readableLength === 0)) {
          yield batch;
          batch = [];
        }
      }
    } finally {
      signal.removeEventListener('abort', stop);
      await subscription.unsubscribe();
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/** Up to `count` feed events from a read that pass `keep`; cancels the server call once enough are in. */
const take = async (
  read: StreamingRead<ResolvedEvent | AllStreamResolvedEvent>,
  count: number,
  keep: (event: RecordedEvent) => boolean,
): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  if (count <= 0) return events;
  try {
    for await (const resolved of read) {
      const event = toRecorded(resolved);
      if (event && keep(event)) events.push(event);
      if (events.length >= count) break;
    }
  } finally {
    await read.cancel();
  }
  return events;
};
