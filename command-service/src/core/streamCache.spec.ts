import { describe, expect, it } from 'vitest';
import { StreamCache, eventBytes, newStreamEntry } from './streamCache';

/** docs/adr/0004-cached-stream-states.md: the folded states are bounded by the bytes they hold, not by how many there are. */
const entryWith = (events: number, dataChars: number) => {
  const entry = newStreamEntry({});
  for (let i = 0; i < events; i++) entry.bytes += eventBytes({ type: 'PlayerJoined', data: { note: 'x'.repeat(dataChars) } });
  return entry;
};
const MB = 1024 * 1024;

describe('StreamCache', () => {
  it('keeps 10,000 small streams in 10 MB: more than the 5,000 an entry count allowed, none forgotten', () => {
    const cache = new StreamCache(10 * MB);
    for (let i = 0; i < 10_000; i++) cache.put(`game-${i}`, entryWith(1, 100));
    expect([...Array(10_000).keys()].every((i) => cache.has(`game-${i}`))).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(10 * MB);
  });

  it('forgets the least recently used of a few big streams once their bytes pass the bound', () => {
    const cache = new StreamCache(10 * MB);
    for (let i = 0; i < 4; i++) cache.put(`game-${i}`, entryWith(1_000, 1_500)); // about 3 MB each
    expect(['game-0', 'game-1', 'game-2', 'game-3'].map((id) => cache.has(id))).toEqual([false, true, true, true]);
    expect(cache.bytes).toBeLessThanOrEqual(10 * MB);
  });

  it('measures a stream again when it is put back grown, and makes room for it', () => {
    const cache = new StreamCache(1 * MB);
    const busy = entryWith(1, 100);
    cache.put('busy', busy);
    cache.put('quiet', entryWith(1, 50_000)); // about 100 KB
    const before = cache.bytes;
    busy.bytes += eventBytes({ type: 'ChatPosted', data: { body: 'y'.repeat(400_000) } });
    cache.put('busy', busy);
    expect(cache.bytes).toBeGreaterThan(before + 800_000);
    expect(cache.has('quiet')).toBe(true);
    // Another 160 KB: the busy stream alone still fits, the two together do not.
    busy.bytes += eventBytes({ type: 'ChatPosted', data: { body: 'y'.repeat(80_000) } });
    cache.put('busy', busy);
    expect([cache.has('busy'), cache.has('quiet')]).toEqual([true, false]);
  });

  it('counts two bytes a character of an event, plus a fixed share', () => {
    expect(eventBytes({ type: 'A', data: 'abc' }) - eventBytes({ type: 'A', data: '' })).toBe(6);
  });
});
