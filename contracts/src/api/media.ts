import { z } from 'zod';
import { ALLOWED_IMAGE_TYPES, IMAGES_PATH, IMAGE_UPLOAD_FIELD, MAX_IMAGE_BYTES } from '../media/rules';
import { defineRoute } from './route';

/** Spec section 7 "image upload, cover add and remove": the upload and the public serving of images. */
export const uploadedImageSchema = z.object({
  id: z.string(),
  /** Where the image is served; a game's cover refers to the id. */
  url: z.string(),
  contentType: z.enum(ALLOWED_IMAGE_TYPES),
  size: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadImage = defineRoute({
  operationId: 'uploadImage',
  method: 'post',
  path: IMAGES_PATH,
  summary: `Upload an image (JPEG, PNG or WebP, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MiB): the raw bytes with their Content-Type, or multipart/form-data with one file in the field "${IMAGE_UPLOAD_FIELD}" (the form's envelope counts toward the limit). The bytes must be what the type says.`,
  tag: 'Media',
  auth: 'required',
  rawBody: { contentTypes: [...ALLOWED_IMAGE_TYPES, 'multipart/form-data'], maxBytes: MAX_IMAGE_BYTES, fileField: IMAGE_UPLOAD_FIELD },
  successStatus: 201,
  response: z.object({ message: z.literal('success'), data: uploadedImageSchema }),
  errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'INVALID_IMAGE'],
});

/** The bytes of a served image: a stream, or nothing for 304 Not Modified and HEAD. */
const imageBytesSchema = z.custom<ReadableStream<Uint8Array> | Uint8Array | null>(() => true);

export const getImage = defineRoute({
  operationId: 'getImage',
  method: 'get',
  path: `${IMAGES_PATH}/{id}`,
  summary:
    'An uploaded image, public and cached for a year (an id always names the same bytes). Ids not of the image id format are not found.',
  tag: 'Media',
  auth: 'none',
  // Any string: a malformed id is an unknown image (404), not bad input.
  params: z.object({ id: z.string() }),
  successStatus: 200,
  response: imageBytesSchema,
  rawResponse: { contentTypes: ALLOWED_IMAGE_TYPES },
  errors: ['IMAGE_NOT_FOUND'],
});

export const mediaRoutes = [uploadImage, getImage] as const;
