import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from './blobStore';

/** Reads a blob's stream to the end. */
export const bytesOf = async (stream: ReadableStream<Uint8Array>): Promise<Buffer> => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** One suite, every adapter: files here, GridFS through testcontainers. */
export const blobStoreContract = (name: string, open: () => Promise<BlobStore>) =>
  describe(`BlobStore contract: ${name}`, () => {
    it('stores bytes under a new random id and gives them back exactly, with their metadata', async () => {
      const store = await open();
      const bytes = randomBytes(1000);
      const before = Date.now();
      const info = await store.put(bytes, { contentType: 'image/png', ownerId: 'u-1' });
      expect(info).toMatchObject({ contentType: 'image/png', size: 1000, ownerId: 'u-1' });
      expect(info.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(info.created)).toBeGreaterThanOrEqual(before - 1000);
      expect(await store.info(info.id)).toEqual(info);
      const blob = await store.get(info.id);
      expect(blob && { ...blob, stream: undefined }).toEqual({ ...info, stream: undefined });
      expect((await bytesOf(blob!.stream)).equals(bytes)).toBe(true);
    });

    it('keeps blobs larger than one GridFS chunk (255 KiB) and empty ones whole', async () => {
      const store = await open();
      for (const bytes of [randomBytes(600 * 1024), Buffer.alloc(0)]) {
        const info = await store.put(bytes, { contentType: 'image/jpeg', ownerId: 'u-2' });
        expect(info.size).toBe(bytes.length);
        expect((await bytesOf((await store.get(info.id))!.stream)).equals(bytes)).toBe(true);
      }
    });

    it('gives every put its own id, also when concurrent', async () => {
      const store = await open();
      const infos = await Promise.all(
        Array.from({ length: 10 }, (_, i) => store.put(Buffer.from([i]), { contentType: 'image/webp', ownerId: 'u-3' })),
      );
      expect(new Set(infos.map((i) => i.id)).size).toBe(10);
      for (const [i, info] of infos.entries()) expect([...(await bytesOf((await store.get(info.id))!.stream))]).toEqual([i]);
    });

    it('does not find unknown ids, nor anything that is not of the id format', async () => {
      const store = await open();
      const stored = await store.put(Buffer.from('x'), { contentType: 'image/png', ownerId: 'u-4' });
      const notIds = [
        '',
        '0'.repeat(32),
        stored.id.toUpperCase(),
        `${stored.id}.json`,
        `../${stored.id}`,
        `${stored.id.slice(0, 2)}/${stored.id}`,
        '../../etc/passwd',
        '%2e%2e%2f',
        `${stored.id}\0`,
      ];
      for (const id of notIds) {
        expect([id, await store.info(id)]).toEqual([id, null]);
        expect([id, await store.get(id)]).toEqual([id, null]);
        expect([id, await store.delete(id)]).toEqual([id, false]);
      }
      expect(await store.info(stored.id)).not.toBeNull();
    });

    it('deletes once: afterwards the blob is gone and a second delete says so', async () => {
      const store = await open();
      const info = await store.put(Buffer.from('gone soon'), { contentType: 'image/png', ownerId: 'u-5' });
      const kept = await store.put(Buffer.from('kept'), { contentType: 'image/png', ownerId: 'u-5' });
      const both = await Promise.all([store.delete(info.id), store.delete(info.id)]);
      expect(both.sort()).toEqual([false, true]);
      expect(await store.info(info.id)).toBeNull();
      expect(await store.get(info.id)).toBeNull();
      expect(await store.delete(info.id)).toBe(false);
      expect((await bytesOf((await store.get(kept.id))!.stream)).toString()).toBe('kept');
    });

    it('lets a reader stop early without harm', async () => {
      const store = await open();
      const info = await store.put(randomBytes(300 * 1024), { contentType: 'image/png', ownerId: 'u-6' });
      await (await store.get(info.id))!.stream.cancel();
      expect((await bytesOf((await store.get(info.id))!.stream)).length).toBe(300 * 1024);
    });
  });
