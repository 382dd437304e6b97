import { createHash, randomFillSync } from 'node:crypto';

let lastMs = 0;
let sequence = 0;
/** Random bytes are drawn 4 KiB at a time: one system call per 256 ids instead of one each. */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

/**
 * A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit counter and random bits.
 * Event ids are unique-indexed in every store; time-ordered ids land at the right edge of that
 * index instead of on a random page, which keeps each group commit to a few dirty pages.
 */
export const newEventId = (nowMs: number = Date.now()): string => {
  if (nowMs > lastMs) {
    lastMs = nowMs;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    lastMs += 1; // more than 4096 ids in one millisecond: borrow the next one
    sequence = 0;
  }
  if (poolOffset + 16 > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, (poolOffset += 16)));
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * A UUID derived from a name (version 8, RFC 9562's custom layout: the first 122 bits of the
 * name's SHA-256). Events whose existence is a fact of time, not of a request ( * `GameEnded` of game g), get the same id from every scheduler and every restart, so the store's
 * unique event id (SQLite) or idempotent append (EventStoreDB) refuses a second copy.
 */
export const deterministicEventId = (name: string): string => {
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  bytes[6] = 0x80 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
