import { DomainError, isImageType } from '@sports/contracts';
import type { BlobInfo, BlobStore } from './blobStore';

/** All a command needs from the blob store to check a reference; tests can hand in a stub. */
export type ImageLookup = Pick<BlobStore, 'info'>;

/**
 * The uploaded image behind an id, or null: for commands that refer to one, such as a game's
 * cover (spec section 3 coverImageorVideo). Ids of the wrong shape are simply not found.
 */
export const findUploadedImage = async (images: ImageLookup, imageId: string): Promise<BlobInfo | null> => {
  const info = await images.info(imageId);
  return info && isImageType(info.contentType) ? info : null;
};

/** The same, or 404 IMAGE_NOT_FOUND naming `field`: call it before handling the command (deciders do no I/O). */
export const requireUploadedImage = async (images: ImageLookup, imageId: string, field = 'imageId'): Promise<BlobInfo> => {
  const info = await findUploadedImage(images, imageId);
  if (!info) throw new DomainError('IMAGE_NOT_FOUND', `There is no uploaded image ${imageId}`, field);
  return info;
};
