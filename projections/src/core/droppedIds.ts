/**
 * The documents a rebuild dropped from memory, as a Bloom filter: asked about a document it
 * does not hold, the rebuild reads the store only when this says the document may be there.
 * A rebuild starts from an empty store, so every stored document it lacks was dropped by one of
 * its flushes; a new document (most of them: each game, each player's first row) would otherwise
 * cost two primary-key probes that find nothing (docs/adr/0139-dropped-documents-filter.md).
 *
 * Never a false "absent": every dropped id is added before it leaves memory. A false "may hold"
 * (about 1 %) costs the store read it would have cost anyway. The bits live outside the JS heap
 * (the rebuild's memory budget counts the heap): about 3 bytes a dropped document, 67 MB for the
 * 24.5 million documents of a ten-million-event rebuild.
 */
const BITS_PER_ID = 10;
/** Probes per id: with 10 bits an id, 7 gives about 1 % false "may hold". */
const PROBES = 7;
const FIRST_CAPACITY = 1 << 18;

interface Layer {
  bits: Uint32Array;
  /** bits.length × 32 − 1: the bit count is a power of two. */
  mask: number;
  capacity: number;
  count: number;
}

const layerFor = (capacity: number): Layer => {
  let size = 32;
  while (size < capacity * BITS_PER_ID) size *= 2;
  return { bits: new Uint32Array(size / 32), mask: size - 1, capacity, count: 0 };
};

export class DroppedIds {
  /** Each full layer is followed by one twice its size, so a rebuild of any size keeps a few layers. */
  private readonly layers: Layer[] = [layerFor(FIRST_CAPACITY)];
  private h1 = 0;
  private h2 = 0;

  add(collection: string, id: string): void {
    let layer = this.layers.at(-1)!;
    if (layer.count >= layer.capacity) this.layers.push((layer = layerFor(layer.capacity * 2)));
    layer.count++;
    this.hash(collection, id);
    for (let i = 0, at = this.h1; i < PROBES; i++, at = (at + this.h2) | 0) {
      const bit = at & layer.mask;
      layer.bits[bit >>> 5]! |= 1 << (bit & 31);
    }
  }

  mayHold(collection: string, id: string): boolean {
    this.hash(collection, id);
    for (const layer of this.layers) if (this.inLayer(layer)) return true;
    return false;
  }

  private inLayer(layer: Layer): boolean {
    for (let i = 0, at = this.h1; i < PROBES; i++, at = (at + this.h2) | 0) {
      const bit = at & layer.mask;
      if ((layer.bits[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }

  /** Two 32-bit hashes of collection, a separator and id (FNV-1a and a multiply-xor), without joining the strings. */
  private hash(collection: string, id: string): void {
    let a = 0x811c9dc5;
    let b = 0x9747b28c;
    for (let i = 0; i < collection.length; i++) {
      const c = collection.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
    }
    a = Math.imul(a ^ 0, 0x01000193);
    b = Math.imul(b ^ 0, 0x5bd1e995) ^ (b >>> 15);
    for (let i = 0; i < id.length; i++) {
      const c = id.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
    }
    // Final mixes (murmur3's), so the low bits the mask keeps depend on every character; an odd
    // step visits every bit position of a power-of-two layer.
    this.h1 = fmix(a);
    this.h2 = fmix(b) | 1;
  }
}

const fmix = (h: number): number => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
};
