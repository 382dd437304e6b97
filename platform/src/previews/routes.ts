import { z } from 'zod';
import { ID_PATTERN, defineRoute, type ErrorCode } from '@sports/contracts';
import { HttpProblem, requestHeader, type Api } from '@sports/service-kit';
import { PreviewImages } from './previewImages';
import { SITE_PREVIEW, readPreview, type Preview, type SharedKind } from './sources';
import type { DocumentStore } from '@sports/projections';

export const PREVIEWS_PATH = '/api/vm/previews';

/** An id of the API's id format (contracts ID_PATTERN) followed by .png: the image's own name. */
const pngName = z
  .string()
  .refine((name) => name.endsWith('.png') && ID_PATTERN.test(name.slice(0, -4)), {
    message: 'must be an id (1-64 characters of A-Z a-z 0-9 _ . : @ + -) followed by .png',
  })
  .transform((name) => name.slice(0, -4));
const pngOf = <F extends string>(field: F) => z.object({ [field]: pngName } as { [K in F]: typeof pngName });

/** `v`: the picture's version, which pages put in the URL so caches that keep images by URL fetch a changed one. */
const versionQuery = z
  .object({
    v: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a version from a shared page')
      .optional(),
  })
  .strict();

const pngBytes = z.custom<Uint8Array | null>(() => true);

const previewRoute = <const K extends SharedKind, const F extends string>(kind: K, field: F, what: string, notFound: ErrorCode) =>
  defineRoute({
    operationId: `get${kind[0]!.toUpperCase()}${kind.slice(1, -1)}Preview`,
    method: 'get',
    path: `${PREVIEWS_PATH}/${kind}/{${field}}`,
    summary: `The ${what}'s preview image for shared links (og:image): a 1200×630 PNG, \`{${field}}\` is the id followed by .png. Public; a private game answers one image for every private game, which says nothing of it (spec section 5).`,
    tag: 'Previews',
    auth: 'none',
    params: pngOf(field),
    query: versionQuery,
    successStatus: 200,
    response: pngBytes,
    rawResponse: { contentTypes: ['image/png'] },
    errors: ['VALIDATION_FAILED', notFound],
  });

export const getGamePreview = previewRoute('games', 'activityId', 'game', 'GAME_NOT_FOUND');
export const getVenuePreview = previewRoute('venues', 'spaceId', 'venue', 'SPACE_NOT_FOUND');
export const getPlayerPreview = previewRoute('players', 'userId', 'player', 'USER_NOT_FOUND');
export const getSitePreview = defineRoute({
  operationId: 'getSitePreview',
  method: 'get',
  path: `${PREVIEWS_PATH}/site.png`,
  summary: "The site's preview image (og:image of every other page): a 1200×630 PNG.",
  tag: 'Previews',
  auth: 'none',
  query: versionQuery,
  successStatus: 200,
  response: pngBytes,
  rawResponse: { contentTypes: ['image/png'] },
  errors: ['VALIDATION_FAILED'],
});

/**
 * Crawlers ask again after five minutes and get a 304 while nothing changed; not longer, so a game
 * made private stops showing its picture soon in caches that ignore the page's versioned URL.
 */
const CACHE_CONTROL = 'public, max-age=300';

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

/** The URL of a preview's picture (absolute when `base` is the public URL), its version in the query. */
export const previewImagePath = (kind: SharedKind | 'site', id: string | null, preview: Preview): string =>
  `${PREVIEWS_PATH}/${kind === 'site' || id === null ? 'site' : `${kind}/${encodeURIComponent(id)}`}.png?v=${PreviewImages.versionOf(preview)}`;

/** GET /api/vm/previews/{games|venues|players}/{id}.png and /site.png: drawn once per version, then from memory. */
export const registerPreviewRoutes = (api: Api, store: DocumentStore, images: PreviewImages): void => {
  const answer = async (preview: Preview, c: Parameters<Parameters<Api['bind']>[1]>[0]['c']) => {
    const { version, png } = images.png(preview);
    const etag = `"${version}"`;
    const headers = {
      'content-type': 'image/png',
      'cache-control': CACHE_CONTROL,
      etag,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    };
    if (matchesEtag(requestHeader(c, 'if-none-match'), etag)) return { status: 304, headers, body: null };
    const bytes = await png;
    const withLength = { ...headers, 'content-length': String(bytes.byteLength) };
    return { headers: withLength, body: c.req.method === 'HEAD' ? null : bytes };
  };
  const subject = async (kind: SharedKind, id: string, notFound: ErrorCode, field: string): Promise<Preview> => {
    const preview = await readPreview(store, kind, id);
    if (!preview) throw new HttpProblem(notFound, `There is no ${kind.slice(0, -1)} ${id}`, field);
    return preview;
  };
  api.bind(getGamePreview, async ({ params, c }) => answer(await subject('games', params.activityId, 'GAME_NOT_FOUND', 'activityId'), c));
  api.bind(getVenuePreview, async ({ params, c }) => answer(await subject('venues', params.spaceId, 'SPACE_NOT_FOUND', 'spaceId'), c));
  api.bind(getPlayerPreview, async ({ params, c }) => answer(await subject('players', params.userId, 'USER_NOT_FOUND', 'userId'), c));
  api.bind(getSitePreview, async ({ c }) => answer(SITE_PREVIEW, c));
};
