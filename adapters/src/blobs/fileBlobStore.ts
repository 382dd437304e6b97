import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { BlobInfo, BlobStore, NewBlob, StoredBlob } from '@sports/command-service/media/blobStore';
import { isBlobId, newBlobId } from '@sports/command-service/media/blobId';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** Temporary name, write, fsync, rename: a reader sees the whole file or none, even after a crash. */
const writeDurably = async (path: string, data: Uint8Array | string): Promise<void> => {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const file = await open(temporary, 'wx');
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
};

/** Makes the renames in a directory durable; where a directory cannot be opened (Windows) there is nothing to do. */
const syncDirectory = async (dir: string): Promise<void> => {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (!['EISDIR', 'EPERM', 'EACCES', 'EINVAL'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
};

/**
 * Embedded blob store: each blob is `<id>.bin` with a sidecar `<id>.json` holding its metadata,
 * in a subdirectory named by the id's first two characters (256 at most, so no directory grows
 * huge). The sidecar is written last and removed first: it is the commit mark, so a crash
 * between the two files leaves an orphan that is never found, never a half blob.
 */
export class FileBlobStore implements BlobStore {
  constructor(
    private readonly dir: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private paths(id: string) {
    const shard = join(this.dir, id.slice(0, 2));
    return { shard, bytes: join(shard, `${id}.bin`), meta: join(shard, `${id}.json`) };
  }

  async put(bytes: Uint8Array, blob: NewBlob): Promise<BlobInfo> {
    const id = newBlobId();
    const paths = this.paths(id);
    await mkdir(paths.shard, { recursive: true });
    await writeDurably(paths.bytes, bytes);
    await syncDirectory(paths.shard); // the bytes' rename is on disk before the sidecar can be
    const info: BlobInfo = {
      id,
      contentType: blob.contentType,
      size: bytes.byteLength,
      created: this.clock().toISOString(),
      ownerId: blob.ownerId,
    };
    await writeDurably(paths.meta, JSON.stringify(info));
    await syncDirectory(paths.shard);
    return info;
  }

  async info(id: string): Promise<BlobInfo | null> {
    if (!isBlobId(id)) return null;
    try {
      const info = JSON.parse(await readFile(this.paths(id).meta, 'utf8')) as BlobInfo;
      return info.id === id ? info : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(id: string): Promise<StoredBlob | null> {
    const info = await this.info(id);
    if (!info) return null;
    let file: FileHandle;
    try {
      file = await open(this.paths(id).bytes, 'r');
    } catch (error) {
      if (isMissing(error)) return null; // deleted since the sidecar was read
      throw error;
    }
    // The stream closes the file when it ends, fails or is cancelled.
    return { ...info, stream: Readable.toWeb(file.createReadStream()) as ReadableStream<Uint8Array> };
  }

  async delete(id: string): Promise<boolean> {
    if (!isBlobId(id)) return false;
    const paths = this.paths(id);
    try {
      await unlink(paths.meta);
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    await unlink(paths.bytes).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    return true;
  }

  async close(): Promise<void> {}
}
