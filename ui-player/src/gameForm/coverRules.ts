import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES, coverSchema, isImageType, servedImagePath, type Cover } from '@sports/contracts';
import { ApiError } from '../api/http';

/**
 * spec section 3 coverImageorVideo and section 7 "image upload, cover add and
 * remove": what the form checks before an upload, and the server's refusals in plain words.
 */
export const COVER_ACCEPT = ALLOWED_IMAGE_TYPES.join(',');
const MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;

export const COVER_WORDS = {
  wrongType: 'That file is not a photo we can use. Pick a JPEG, PNG or WebP image.',
  tooLarge: `That image is too large. Pick one of at most ${MAX_MB} MB.`,
  empty: 'That file is empty. Pick another image.',
  notAnImage: 'That file is damaged or not really an image. Pick another JPEG, PNG or WebP photo.',
  notFound: 'The uploaded image is gone. Pick it again.',
  signIn: 'Sign in again to upload an image.',
  failed: 'The image could not be uploaded. Check your connection and try again.',
  videoLink: 'Paste a video link that starts with https://, for example https://youtu.be/…',
} as const;

/** A picked file's problem, checked before any bytes are sent; null when it may be uploaded. */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (!isImageType(file.type)) return COVER_WORDS.wrongType;
  if (file.size === 0) return COVER_WORDS.empty;
  if (file.size > MAX_IMAGE_BYTES) return COVER_WORDS.tooLarge;
  return null;
}

/** The upload's refusal (413, 415, 422 INVALID_IMAGE, …) as a sentence, never the server's technical detail. */
export function uploadProblemWords(error: unknown): string {
  if (!(error instanceof ApiError)) return COVER_WORDS.failed;
  if (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE') return COVER_WORDS.tooLarge;
  if (error.status === 415 || error.code === 'UNSUPPORTED_MEDIA_TYPE') return COVER_WORDS.wrongType;
  if (error.code === 'INVALID_IMAGE' || error.status === 422) return COVER_WORDS.notAnImage;
  if (error.code === 'IMAGE_NOT_FOUND') return COVER_WORDS.notFound;
  if (error.status === 401) return COVER_WORDS.signIn;
  return COVER_WORDS.failed;
}

/** A typed video link as a cover, or the words to fix it: http(s) only, so no javascript: or data: links reach a page. */
export function videoCoverOf(text: string): { cover: Cover } | { error: string } {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { error: COVER_WORDS.videoLink };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: COVER_WORDS.videoLink };
  const cover = coverSchema.safeParse({ type: 'video', url: url.toString() });
  return cover.success ? { cover: cover.data } : { error: COVER_WORDS.videoLink };
}

/** Where the form previews a cover image. */
export const coverPreviewUrl = (cover: Cover | null): string | null => (cover?.type === 'image' ? servedImagePath(cover.imageId) : null);

export const sameCover = (a: Cover | null | undefined, b: Cover | null | undefined): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
