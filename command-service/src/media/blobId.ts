import { randomBytes } from 'node:crypto';
import { isImageId } from '@sports/contracts';

/**
 * A blob id is what the API calls an image id (contracts IMAGE_ID_PATTERN): 128 random bits in
 * lowercase hex. Checking the shape before any lookup is what keeps ids from being paths.
 */
export const newBlobId = (): string => randomBytes(16).toString('hex');
export const isBlobId = (id: string): boolean => isImageId(id);
