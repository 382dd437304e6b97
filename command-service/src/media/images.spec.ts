import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@sports/contracts';
import { FileBlobStore } from './fileBlobStore';
import { findUploadedImage, requireUploadedImage } from './images';

const blobs = new FileBlobStore(mkdtempSync(join(tmpdir(), 'images-')));

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
