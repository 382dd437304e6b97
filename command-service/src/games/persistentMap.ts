type Version<K, V> = { map: Map<K, V> } | { key: K; had: boolean; value: V | undefined; next: PersistentMap<K, V> };

/**
 * An immutable map whose `with` costs O(1), not a copy of every entry (a join to a
 * game of ten thousand must cost what a join to a game of ten does). The newest version holds the
 * one real Map; an older version holds the change that leads to the next one, and is made the
 * holder again ("rerooted", Baker's trick) when someone reads it, which the command handler does
 * when a decision's speculative fold is thrown away. Reads of the newest version are a Map's.
 */
export class PersistentMap<K, V> implements ReadonlyMap<K, V> {
  private constructor(private version: Version<K, V>) {}

  static of<K, V>(entries?: Iterable<readonly [K, V]>): PersistentMap<K, V> {
    return new PersistentMap<K, V>({ map: new Map(entries) });
  }

  /** A new version with `key` set to `value`, or removed when `value` is undefined; this one stays as it was. */
  with(key: K, value: V | undefined): PersistentMap<K, V> {
    const map = this.reroot();
    const had = map.has(key);
    const old = map.get(key);
    if (value === undefined ? !had : had && old === value) return this;
    if (value === undefined) map.delete(key);
    else map.set(key, value);
    const next = new PersistentMap<K, V>({ map });
    this.version = { key, had, value: old, next };
    return next;
  }

  without(key: K): PersistentMap<K, V> {
    return this.with(key, undefined);
  }

  /** Makes this version the holder of the map, undoing the newer versions' changes on the way back to it. */
  private reroot(): Map<K, V> {
    if ('map' in this.version) return this.version.map;
    const path: PersistentMap<K, V>[] = [this];
    let at = this.version.next;
    while (!('map' in at.version)) {
      path.push(at);
      at = at.version.next;
    }
    const map = at.version.map;
    for (let i = path.length - 1; i >= 0; i--) {
      const older = path[i]!;
      const change = older.version as Extract<Version<K, V>, { next: unknown }>;
      const newer = change.next;
      newer.version = { key: change.key, had: map.has(change.key), value: map.get(change.key), next: older };
      if (change.had) map.set(change.key, change.value as V);
      else map.delete(change.key);
      older.version = { map };
    }
    return map;
  }

  get size(): number {
    return this.reroot().size;
  }
  get(key: K): V | undefined {
    return this.reroot().get(key);
  }
  has(key: K): boolean {
    return this.reroot().has(key);
  }
  forEach(visit: (value: V, key: K, map: ReadonlyMap<K, V>) => void): void {
    for (const [key, value] of this.entries()) visit(value, key, this);
  }
  // Iteration walks a copy: reading another version meanwhile would reroot the map under it.
  entries(): MapIterator<[K, V]> {
    return [...this.reroot().entries()][Symbol.iterator]();
  }
  keys(): MapIterator<K> {
    return [...this.reroot().keys()][Symbol.iterator]();
  }
  values(): MapIterator<V> {
    return [...this.reroot().values()][Symbol.iterator]();
  }
  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}

/** `map` with `key` set (or removed when undefined), in O(1) for a PersistentMap and by copy for any other map. */
export const mapWith = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V | undefined): PersistentMap<K, V> =>
  // instanceof cannot know the type arguments: a PersistentMap passed as a ReadonlyMap<K, V> holds K and V.
  (map instanceof PersistentMap ? (map as PersistentMap<K, V>) : PersistentMap.of(map)).with(key, value);
