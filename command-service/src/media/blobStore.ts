/**
 * Uploaded files (spec section 7 "image upload, cover add and remove"), kept out of the event log
 * on purpose: events name a blob by its id, the bytes live here. Embedded: files under
 * DATA_DIR/blobs. Production: MongoDB GridFS. A blob never changes once stored.
 */
export interface BlobInfo {
  /** Random, URL-safe (see blobId.ts); an id of any other shape is never found. */
  id: string;
  contentType: string;
  size: number;
  /** ISO time the store finished writing it. */
  created: string;
  /** The user who uploaded it. */
  ownerId: string;
}

export interface StoredBlob extends BlobInfo {
  /** The bytes; read it to the end or cancel it, so the file or cursor behind it is released. */
  stream: ReadableStream<Uint8Array>;
}

export interface NewBlob {
  contentType: string;
  ownerId: string;
}

export interface BlobStore {
  /** Stores the bytes under a new id; durable when the promise resolves, invisible before. */
  put(bytes: Uint8Array, blob: NewBlob): Promise<BlobInfo>;
  get(id: string): Promise<StoredBlob | null>;
  info(id: string): Promise<BlobInfo | null>;
  /** True when there was such a blob. */
  delete(id: string): Promise<boolean>;
  close(): Promise<void>;
}
