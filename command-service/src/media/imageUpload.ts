import { IMAGE_UPLOAD_FIELD, MAX_IMAGE_BYTES, isImageType, type ImageType, type RawBody } from '@sports/contracts';
import { HttpProblem } from '@sports/service-kit';
import { imageTypeOfBytes } from './imageSignature';

export interface CheckedImage {
  bytes: Uint8Array;
  contentType: ImageType;
}

interface Part {
  bytes: Uint8Array;
  mediaType: string;
  /** Where a problem points: the raw body, or the form field. */
  field: string;
}

const mediaTypeOf = (header: string) => header.split(';')[0]!.trim().toLowerCase();

/**
 * multipart/form-data, parsed by the runtime's own Request.formData over the bytes bindRoute has
 * already read within the cap (Hono's parseBody would read the request stream again, uncapped).
 */
const partOfForm = async (body: RawBody): Promise<Part> => {
  let form: FormData;
  try {
    const request = new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': body.contentType },
      body: body.bytes as Uint8Array<ArrayBuffer>,
    });
    form = await request.formData();
  } catch {
    throw new HttpProblem('VALIDATION_FAILED', 'The multipart/form-data body cannot be read', 'body');
  }
  const files = form.getAll(IMAGE_UPLOAD_FIELD);
  const file = files[0];
  if (files.length !== 1 || file === undefined || typeof file === 'string') {
    throw new HttpProblem('VALIDATION_FAILED', `Send exactly one file in the form field "${IMAGE_UPLOAD_FIELD}"`, IMAGE_UPLOAD_FIELD);
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), mediaType: mediaTypeOf(file.type), field: IMAGE_UPLOAD_FIELD };
};

/**
 * The uploaded image, checked (spec section 7 image upload): a JPEG, PNG or WebP of at most
 * MAX_IMAGE_BYTES whose bytes are what its declared type says.
 */
export const checkedImageOf = async (body: RawBody): Promise<CheckedImage> => {
  const part =
    body.mediaType === 'multipart/form-data' ? await partOfForm(body) : { bytes: body.bytes, mediaType: body.mediaType, field: 'body' };
  if (!isImageType(part.mediaType))
    throw new HttpProblem('UNSUPPORTED_MEDIA_TYPE', 'Send a JPEG, PNG or WebP image (image/jpeg, image/png, image/webp)', part.field);
  if (part.bytes.byteLength > MAX_IMAGE_BYTES)
    throw new HttpProblem('PAYLOAD_TOO_LARGE', `The image is larger than ${MAX_IMAGE_BYTES} bytes`, part.field);
  if (imageTypeOfBytes(part.bytes) !== part.mediaType)
    throw new HttpProblem('INVALID_IMAGE', `The bytes are not a ${part.mediaType} image`, part.field);
  return { bytes: part.bytes, contentType: part.mediaType };
};
