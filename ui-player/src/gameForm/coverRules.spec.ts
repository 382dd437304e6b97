import { MAX_IMAGE_BYTES } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { COVER_WORDS, coverPreviewUrl, imageFileProblem, sameCover, uploadProblemWords, videoCoverOf } from './coverRules';

// Spec section 3 coverImageorVideo, section 7 "image upload, cover add and remove".
const refused = (status: number, code: string, detail = 'The bytes are not a image/png image') =>
  new ApiError(status, { type: 'about:blank', title: code, status, code, detail, field: 'body' });

describe('cover image checks before upload', () => {
  it('takes JPEG, PNG and WebP up to 5 MiB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(imageFileProblem({ type, size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('refuses other types, empty and too-large files in words', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(COVER_WORDS.wrongType);
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(COVER_WORDS.wrongType);
    expect(imageFileProblem({ type: '', size: 10 })).toBe(COVER_WORDS.wrongType);
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe(COVER_WORDS.empty);
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(COVER_WORDS.tooLarge);
    expect(COVER_WORDS.tooLarge).toContain('5 MB');
  });
});

describe('the server refusing an upload', () => {
  it('413, 415 and 422 INVALID_IMAGE each say what to do, never the technical detail', () => {
    expect(uploadProblemWords(refused(413, 'PAYLOAD_TOO_LARGE'))).toBe(COVER_WORDS.tooLarge);
    expect(uploadProblemWords(refused(415, 'UNSUPPORTED_MEDIA_TYPE'))).toBe(COVER_WORDS.wrongType);
    const invalid = uploadProblemWords(refused(422, 'INVALID_IMAGE'));
    expect(invalid).toBe(COVER_WORDS.notAnImage);
    expect(invalid).not.toContain('image/png');
  });

  it('a lost connection and a lapsed session say so', () => {
    expect(uploadProblemWords(new TypeError('Failed to fetch'))).toBe(COVER_WORDS.failed);
    expect(uploadProblemWords(refused(401, 'UNAUTHENTICATED'))).toBe(COVER_WORDS.signIn);
  });
});

describe('a video link as the cover', () => {
  it('takes an http(s) link', () => {
    expect(videoCoverOf(' https://youtu.be/abc ')).toEqual({ cover: { type: 'video', url: 'https://youtu.be/abc' } });
  });

  it('refuses words, javascript: and data: links with an example', () => {
    for (const text of ['my video', 'javascript:alert(1)', 'data:text/html,hi', ''])
      expect(videoCoverOf(text)).toEqual({ error: COVER_WORDS.videoLink });
  });
});

describe('preview and change detection', () => {
  it('previews an uploaded image from the public image path', () => {
    expect(coverPreviewUrl({ type: 'image', imageId: 'a'.repeat(32) })).toBe(`/api/vm/media/images/${'a'.repeat(32)}`);
    expect(coverPreviewUrl({ type: 'video', url: 'https://youtu.be/x' })).toBeNull();
    expect(coverPreviewUrl(null)).toBeNull();
  });

  it('knows when the cover changed', () => {
    expect(sameCover(null, undefined)).toBe(true);
    expect(sameCover({ type: 'video', url: 'https://a.b/' }, { type: 'video', url: 'https://a.b/' })).toBe(true);
    expect(sameCover({ type: 'video', url: 'https://a.b/' }, null)).toBe(false);
  });
});
