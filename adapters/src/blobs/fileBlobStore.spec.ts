import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobStoreContract, bytesOf } from '@sports/command-service/media/blobStoreContract';
import { FileBlobStore } from './fileBlobStore';

const dir = join(mkdtempSync(join(tmpdir(), 'blobs-')), 'blobs');
blobStoreContract('files', async () => new FileBlobStore(dir));

const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));

describe('file blob store on disk', () => {
  it('keeps each blob as <id>.bin with a <id>.json sidecar in a two-character subdirectory, no temporary files left', async () => {
    const root = mkdtempSync(join(tmpdir(), 'blobs-layout-'));
    const info = await new FileBlobStore(root).put(Buffer.from('png bytes'), { contentType: 'image/png', ownerId: 'u-1' });
    const shard = info.id.slice(0, 2);
    expect(filesUnder(root).sort()).toEqual([join(shard, `${info.id}.bin`), join(shard, `${info.id}.json`)]);
  });

  it('survives a restart: a new store over the same directory finds what the old one wrote', async () => {
    const root = mkdtempSync(join(tmpdir(), 'blobs-restart-'));
    const info = await new FileBlobStore(root).put(Buffer.from('kept'), { contentType: 'image/webp', ownerId: 'u-2' });
    const reopened = new FileBlobStore(root);
    expect(await reopened.info(info.id)).toEqual(info);
    expect((await bytesOf((await reopened.get(info.id))!.stream)).toString()).toBe('kept');
  });

  it('does not find bytes whose sidecar was never written (a crash between the two renames)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'blobs-orphan-'));
    const store = new FileBlobStore(root);
    const info = await store.put(Buffer.from('x'), { contentType: 'image/png', ownerId: 'u-3' });
    const orphan = `${info.id.slice(0, 2)}${'f'.repeat(30)}`;
    writeFileSync(join(root, info.id.slice(0, 2), `${orphan}.bin`), 'half written');
    expect(await store.info(orphan)).toBeNull();
    expect(await store.get(orphan)).toBeNull();
  });
});
