import { describe, expect, it } from 'vitest';
import { DomainError } from '@sports/contracts';
import type { BlobInfo, NewBlob } from './blobStore';
import { newBlobId } from './blobId';
import { findUploadedImage, requireUploadedImage, type ImageLookup } from './images';

/** The lookup a command uses, over blobs held in memory: the stores themselves have their contract suite (blobStoreContract.ts). */
const memoryBlobs = (): ImageLookup & { put(bytes: Uint8Array, blob: NewBlob): Promise<BlobInfo> } => {
  const held = new Map<string, BlobInfo>();
  return {
    info: async (id: string) => held.get(id) ?? null,
    put: async (bytes: Uint8Array, blob: NewBlob): Promise<BlobInfo> => {
      const info = { id: newBlobId(), size: bytes.length, created: new Date().toISOString(), ...blob };
      held.set(info.id, info);
      return info;
    },
  };
};
const blobs = memoryBlobs();

describe('checking an image id a command refers to', () => {
  it('finds an uploaded image with its owner, type and size', async () => {
    const stored = await blobs.put(Buffer.from([0xff, 0xd8, 0xff]), { contentType: 'image/jpeg', ownerId: 'host-1' });
    expect(await findUploadedImage(blobs, stored.id)).toEqual(stored);
    expect(await requireUploadedImage(blobs, stored.id)).toEqual(stored);
  });

  it('finds nothing for unknown ids, malformed ids and blobs that are not images', async () => {
    const notAnImage = await blobs.put(Buffer.from('%PDF'), { contentType: 'application/pdf', ownerId: 'host-1' });
    for (const id of ['0'.repeat(32), '../jwt-secret', notAnImage.id]) expect(await findUploadedImage(blobs, id)).toBeNull();
    const error = await requireUploadedImage(blobs, '0'.repeat(32), 'coverImageorVideo.imageId').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'IMAGE_NOT_FOUND', status: 404, field: 'coverImageorVideo.imageId' });
  });
});
