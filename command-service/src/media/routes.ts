import { isImageType, mediaApi, servedImagePath } from '@sports/contracts';
import { HttpProblem, requestHeader, type Api } from '@sports/service-kit';
import type { BlobStore } from './blobStore';
import { checkedImageOf } from './imageUpload';

/** POST /api/vm/media/images: any signed-in user; nothing is stored unless every check passed. */
export const registerImageUploadRoute = (api: Api, blobs: BlobStore): void => {
  api.bind(mediaApi.uploadImage, async (input) => {
    const image = await checkedImageOf(input.body);
    const stored = await blobs.put(image.bytes, { contentType: image.contentType, ownerId: input.actor.userId });
    const url = servedImagePath(stored.id);
    return {
      headers: { location: url },
      body: { message: 'success' as const, data: { id: stored.id, url, contentType: image.contentType, size: stored.size } },
    };
  });
};

/** An id never names other bytes, so caches may keep an image for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

/** GET /api/vm/media/images/{id}: public, the stored bytes with their stored type; unknown and malformed ids are 404. */
export const registerImageServeRoute = (api: Api, blobs: BlobStore): void => {
  api.bind(mediaApi.getImage, async ({ params, c }) => {
    const blob = await blobs.get(params.id);
    if (!blob || !isImageType(blob.contentType)) {
      await blob?.stream.cancel();
      throw new HttpProblem('IMAGE_NOT_FOUND', 'There is no image with this id', 'id');
    }
    const etag = `"${blob.id}"`;
    const headers = {
      'content-type': blob.contentType,
      'cache-control': IMMUTABLE,
      etag,
      // Browsers must take the declared type as it is, and nothing served here may run.
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    };
    if (matchesEtag(requestHeader(c, 'if-none-match'), etag)) {
      await blob.stream.cancel();
      return { status: 304, headers, body: null };
    }
    const withLength = { ...headers, 'content-length': String(blob.size) };
    if (c.req.method === 'HEAD') {
      await blob.stream.cancel();
      return { headers: withLength, body: null };
    }
    return { headers: withLength, body: blob.stream };
  });
};
