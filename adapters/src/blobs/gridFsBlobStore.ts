import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient, MongoRuntimeError, type GridFSFile } from 'mongodb';
import type { BlobInfo, BlobStore, NewBlob, StoredBlob } from '@sports/command-service/media/blobStore';
import { isBlobId, newBlobId } from '@sports/command-service/media/blobId';

interface BlobMetadata {
  contentType: string;
  ownerId: string;
}

const infoOf = (file: GridFSFile): BlobInfo => {
  const metadata = file.metadata as BlobMetadata;
  return {
    id: file.filename,
    contentType: metadata.contentType,
    size: file.length,
    created: file.uploadDate.toISOString(),
    ownerId: metadata.ownerId,
  };
};

/**
 * Production blob store: a GridFS bucket (collections `blobs.files` and `blobs.chunks`) in the
 * platform's MongoDB database. Our id is the GridFS filename; the driver indexes files by
 * filename on the first upload. GridFS writes the files document after the last chunk, so a
 * blob is visible only once whole, as the port asks.
 */
export class GridFsBlobStore implements BlobStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly bucket: GridFSBucket,
  ) {}

  static async connect(url: string, database: string, bucketName = 'blobs'): Promise<GridFsBlobStore> {
    const client = await MongoClient.connect(url);
    return new GridFsBlobStore(client, new GridFSBucket(client.db(database), { bucketName }));
  }

  async put(bytes: Uint8Array, blob: NewBlob): Promise<BlobInfo> {
    const metadata: BlobMetadata = { contentType: blob.contentType, ownerId: blob.ownerId };
    const upload = this.bucket.openUploadStream(newBlobId(), { metadata });
    try {
      await pipeline(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), upload);
    } catch (error) {
      await upload.abort().catch(() => undefined); // drops the chunks written so far
      throw error;
    }
    return infoOf(upload.gridFSFile!);
  }

  private async file(id: string): Promise<GridFSFile | null> {
    if (!isBlobId(id)) return null;
    return this.bucket.find({ filename: id }, { limit: 1 }).next();
  }

  async info(id: string): Promise<BlobInfo | null> {
    const file = await this.file(id);
    return file && infoOf(file);
  }

  async get(id: string): Promise<StoredBlob | null> {
    const file = await this.file(id);
    if (!file) return null;
    const download = this.bucket.openDownloadStream(file._id);
    return { ...infoOf(file), stream: Readable.toWeb(download) as ReadableStream<Uint8Array> };
  }

  async delete(id: string): Promise<boolean> {
    const file = await this.file(id);
    if (!file) return false;
    try {
      await this.bucket.delete(file._id);
      return true;
    } catch (error) {
      // The driver's way of saying a concurrent delete got there first.
      if (error instanceof MongoRuntimeError && /not found/i.test(error.message)) return false;
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
