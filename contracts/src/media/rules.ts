/**
 * Spec section 7 "image upload, cover add and remove" and section 3 coverImageorVideo: the limits
 * of an uploaded image, shared by the upload endpoint, the stores and the UIs.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Photos only: formats every browser shows, none that can carry script (no SVG). */
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

export const isImageType = (value: string): value is ImageType => (ALLOWED_IMAGE_TYPES as readonly string[]).includes(value);

/** A multipart upload carries its image in this form field. */
export const IMAGE_UPLOAD_FIELD = 'file';

/**
 * Image ids are 128 random bits in lowercase hex: URL-safe, unguessable, one file name on every
 * file system (no case folding), and never a path. Anything else is simply not an image id.
 */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{32}$/;
export const isImageId = (value: string): boolean => IMAGE_ID_PATTERN.test(value);

export const IMAGES_PATH = '/api/vm/media/images';
/** Where an uploaded image is served (GET, public, cached for a year: the bytes behind an id never change). */
export const servedImagePath = (imageId: string): string => `${IMAGES_PATH}/${imageId}`;
