import { LRUCache } from 'lru-cache';
import type { DomainEvent } from '@sports/contracts';

export interface RecordedCommand {
  hash: string;
  events: DomainEvent[];
  position: bigint;
}

export interface StreamEntry<S> {
  revision: bigint | null;
  state: S;
  /** Commands already applied to this stream, by command id: the idempotency record lives in the stream itself. */
  commands: Map<string, RecordedCommand>;
  /** What this entry holds in memory, estimated as its events grow (eventBytes). */
  bytes: number;
}

/**
 * Bytes the folded states may hold together (docs/adr/0004-cached-stream-states.md): the 5,000 busy
 * game streams of some 20 KB each that the entry count used to stand for. A stream not in the cache
 * is read back from the store on its next command.
 */
export const CACHED_STREAM_BYTES = 100 * 1024 * 1024;

/** The map entry, the state's own fields and a command record, beyond the events. */
const ENTRY_OVERHEAD_BYTES = 512;
const PER_EVENT_OVERHEAD_BYTES = 96;

/**
 * An event's share of its stream entry: every event is kept with its command id (for the reply to
 * a repeat), and the state grows with the events folded into it, so both are counted from the
 * event's data, two bytes a character as V8 keeps most strings.
 */
export const eventBytes = (event: { type: string; data: unknown }): number =>
  PER_EVENT_OVERHEAD_BYTES + 2 * (event.type.length + (JSON.stringify(event.data)?.length ?? 0));

export const newStreamEntry = <S>(state: S): StreamEntry<S> => ({
  revision: null,
  state,
  commands: new Map(),
  bytes: ENTRY_OVERHEAD_BYTES,
});

/** Folded stream states, least recently used forgotten first once their bytes pass `maxBytes`. */
export class StreamCache {
  private readonly entries: LRUCache<string, StreamEntry<unknown>>;

  constructor(maxBytes = CACHED_STREAM_BYTES) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  }

  get<S>(streamId: string): StreamEntry<S> | undefined {
    return this.entries.get(streamId) as StreamEntry<S> | undefined;
  }

  /** Keeps the entry at its current size: lru-cache measures an entry only when a new value is set. */
  put<S>(streamId: string, entry: StreamEntry<S>): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
  }

  has(streamId: string): boolean {
    return this.entries.has(streamId);
  }

  /** Bytes held now, as the entries estimate them. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}
