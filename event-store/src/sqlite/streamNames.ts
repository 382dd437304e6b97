import { LRUCache } from 'lru-cache';

/** What the stream names a read keeps may hold together: a few MB, some 100,000 names of 30 characters. */
export const STREAM_NAME_BYTES = 8 * 1024 * 1024;
/** The cache's entry, the key and the string's header, beyond the name's characters. */
const ENTRY_OVERHEAD_BYTES = 64;

/** A name's share of the cache: two bytes a character, as V8 keeps a name with a non-Latin-1 character, and the entry. */
export const nameBytes = (name: string): number => ENTRY_OVERHEAD_BYTES + 2 * name.length;

/**
 * Stream names by stream number (a stream never changes its name), the least recently read
 * forgotten first once they pass `maxBytes`. A read takes its batch's names as one map, so a name
 * forgotten to make room for another of the same batch is still there for that batch.
 */
export class StreamNames {
  private readonly cache: LRUCache<number, string>;

  constructor(maxBytes = STREAM_NAME_BYTES) {
    this.cache = new LRUCache({ maxSize: maxBytes, sizeCalculation: nameBytes });
  }

  /** The names of these streams: the remembered ones, and the rest read by one `fetch` (then remembered as room allows). */
  namesOf(streamNos: Iterable<number>, fetch: (missing: number[]) => Iterable<[number, string]>): Map<number, string> {
    const names = new Map<number, string>();
    const missing = new Set<number>();
    for (const streamNo of streamNos) {
      if (names.has(streamNo) || missing.has(streamNo)) continue;
      const name = this.cache.get(streamNo);
      if (name === undefined) missing.add(streamNo);
      else names.set(streamNo, name);
    }
    if (missing.size === 0) return names;
    for (const [streamNo, name] of fetch([...missing])) {
      names.set(streamNo, name);
      this.cache.set(streamNo, name);
    }
    return names;
  }

  /** Bytes held now, as nameBytes counts them. */
  get bytes(): number {
    return this.cache.calculatedSize;
  }
}
