import { createHash } from 'node:crypto';
import { DomainError, currentVersionOf, upcastRecorded, type DomainEvent, type EventMetadata } from '@sports/contracts';
import { WrongExpectedRevisionError, newEventId, type EventStore } from '@sports/event-store';
import type { Command, Decider } from './decider';
import { KeyedMutex } from './keyedMutex';
import { formerNamesOf } from './renamedCommands';
import { StreamCache, eventBytes, newStreamEntry, type StreamEntry } from './streamCache';
import { checkPrecondition, preconditionOn, type Precondition } from './precondition';

export interface CommandResult<R> {
  reply: R;
  /** Global position of the last event written (or found, for a repeated command); null when nothing was appended. */
  position: bigint | null;
  /** True when the command id had already been handled and nothing was appended. */
  repeated: boolean;
}

export interface HandleRequest<C extends Command, E extends DomainEvent, S, R> {
  streamId: string;
  decider: Decider<C, E, S>;
  command: C;
  /** The reply comes from the command's own events (a repeat gets the same ones) and the stream's state after them. */
  reply: (events: E[], state: S) => R;
  /**
   * Ids for the events decided, instead of fresh ones: time events name theirs
   * after the fact, so a second writer's copy is refused by the store's unique event id.
   */
  eventIds?: (events: E[]) => string[];
}

/** What a command's handling looked like, for metrics and logs (the platform's observability). */
export interface CommandOutcome {
  type: string;
  streamId: string;
  correlationId: string;
  durationMs: number;
  outcome: 'appended' | 'unchanged' | 'repeated' | 'rejected' | 'conflict' | 'failed';
  /** Appends that lost to another writer before this outcome. */
  conflicts: number;
  position: bigint | null;
}

export interface CommandObserver {
  onHandled(outcome: CommandOutcome): void;
}

/** Same command id with another body is a client bug, not a retry. */
const fingerprint = (command: Command): string =>
  createHash('sha256')
    .update(JSON.stringify([command.type, command.data]))
    .digest('base64url');

/** The fingerprints a log may hold for this command: its own, and those under its former names (renamedCommands.ts). */
const fingerprintsOf = (command: Command): string[] => [
  fingerprint(command),
  ...formerNamesOf(command.type).map((type) => fingerprint({ ...command, type })),
];

/**
 * Reads the stream, folds, decides and appends with the expected revision, retrying a bounded
 * number of times on a conflict. Idempotency: every event carries its command id; a command id
 * already present in the stream returns the first outcome and appends nothing. This holds on
 * every adapter, because it needs nothing but the stream.
 */
export class CommandHandler {
  private readonly mutex = new KeyedMutex();
  private readonly cache: StreamCache;

  constructor(
    private readonly store: EventStore,
    /** cachedBytes: what the folded stream states may hold in memory together (streamCache.ts). */
    private readonly options: { maxRetries?: number; cachedBytes?: number; observer?: CommandObserver } = {},
  ) {
    this.cache = new StreamCache(options.cachedBytes);
  }

  handle<C extends Command, E extends DomainEvent, S, R>(request: HandleRequest<C, E, S, R>): Promise<CommandResult<R>> {
    const observer = this.options.observer;
    // An admin edit's If-Match on this stream (precondition.ts), read before the lock is queued for.
    const precondition = preconditionOn(request.streamId);
    if (!observer) return this.mutex.run(request.streamId, () => this.decideAndAppend(request, undefined, precondition));
    const started = performance.now();
    const conflicts = { count: 0 };
    const report = (outcome: CommandOutcome['outcome'], position: bigint | null) =>
      observer.onHandled({
        type: request.command.type,
        streamId: request.streamId,
        correlationId: request.command.context.correlationId ?? request.command.context.commandId,
        durationMs: performance.now() - started,
        outcome,
        conflicts: conflicts.count,
        position,
      });
    return this.mutex
      .run(request.streamId, () => this.decideAndAppend(request, conflicts, precondition))
      .then(
        (result) => {
          report(result.repeated ? 'repeated' : result.position === null ? 'unchanged' : 'appended', result.position);
          return result;
        },
        (error: unknown) => {
          const code = error instanceof DomainError ? error.code : null;
          report(code === 'CONCURRENCY_CONFLICT' ? 'conflict' : code ? 'rejected' : 'failed', null);
          throw error;
        },
      );
  }

  /** The current state of a stream, folded the same way commands see it (for flows that only need to look). */
  read<S, E extends DomainEvent>(streamId: string, decider: Decider<never, E, S>): Promise<S> {
    return this.mutex.run(streamId, async () => (await this.load(streamId, decider)).state);
  }

  /** The stream's revision once caught up (null: no events), for a write that checks If-Match before steps on other streams. */
  revisionOf<S, E extends DomainEvent>(streamId: string, decider: Decider<never, E, S>): Promise<bigint | null> {
    return this.mutex.run(streamId, async () => (await this.load(streamId, decider)).revision);
  }

  private async decideAndAppend<C extends Command, E extends DomainEvent, S, R>(
    { streamId, decider, command, reply, eventIds }: HandleRequest<C, E, S, R>,
    conflicts = { count: 0 },
    precondition?: Precondition,
  ): Promise<CommandResult<R>> {
    const hashes = fingerprintsOf(command);
    const hash = hashes[0]!;
    const maxRetries = this.options.maxRetries ?? 5;
    for (let attempt = 0; ; attempt++) {
      const entry = await this.load(streamId, decider);
      const earlier = entry.commands.get(command.context.commandId);
      if (earlier) {
        if (!hashes.includes(earlier.hash)) {
          throw new DomainError(
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was already used for a different request',
            'Idempotency-Key',
          );
        }
        return { reply: reply(earlier.events as E[], entry.state), position: earlier.position, repeated: true };
      }
      // Inside the stream's lock, and the append below expects this same revision: atomic.
      checkPrecondition(precondition, entry.revision);
      const events = decider.decide(command, entry.state);
      if (events.length === 0) return { reply: reply([], entry.state), position: null, repeated: false };
      const metadata = this.metadataFor(command, hash);
      const ids = eventIds?.(events);
      try {
        const result = await this.store.appendToStream(
          streamId,
          events.map((e, i) => ({
            id: ids?.[i] ?? newEventId(),
            type: e.type,
            data: e.data,
            metadata: { ...metadata, schemaVersion: currentVersionOf(e.type) },
          })),
          { expectedRevision: entry.revision ?? 'no_stream' },
        );
        entry.state = events.reduce(decider.evolve, entry.state);
        entry.revision = result.nextExpectedRevision;
        entry.commands.set(command.context.commandId, { hash, events, position: result.position });
        for (const event of events) entry.bytes += eventBytes(event);
        this.cache.put(streamId, entry);
        return { reply: reply(events, entry.state), position: result.position, repeated: false };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        conflicts.count++;
        if (attempt >= maxRetries) {
          throw new DomainError('CONCURRENCY_CONFLICT', 'The game changed too often while this command ran; try again');
        }
      }
    }
  }

  private metadataFor(command: Command, hash: string): Omit<EventMetadata, 'schemaVersion'> {
    const { commandId, userId, now, correlationId, causationId } = command.context;
    return {
      commandId,
      commandHash: hash,
      userId,
      time: now,
      correlationId: correlationId ?? commandId,
      causationId: causationId ?? commandId,
    };
  }

  /** Folds the cached state forward with whatever the store has beyond it (written by anyone). */
  private async load<S, E extends DomainEvent>(streamId: string, decider: Decider<never, E, S>): Promise<StreamEntry<S>> {
    const entry = this.cache.get<S>(streamId) ?? newStreamEntry(decider.initialState());
    const fresh = await this.store.readStream(streamId, { fromRevision: entry.revision === null ? 0n : entry.revision + 1n });
    for (const recorded of fresh) {
      const event = upcastRecorded(recorded) as unknown as E;
      entry.state = decider.evolve(entry.state, event);
      entry.revision = recorded.revision;
      const { commandId, commandHash } = recorded.metadata;
      const known = entry.commands.get(commandId) ?? { hash: commandHash, events: [], position: recorded.position };
      known.events.push({ type: event.type, data: event.data });
      known.position = recorded.position;
      entry.commands.set(commandId, known);
      entry.bytes += eventBytes(event);
    }
    this.cache.put(streamId, entry);
    return entry;
  }
}
