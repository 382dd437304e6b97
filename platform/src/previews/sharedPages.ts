import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ID_PATTERN } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import { LruMap } from '@sports/service-kit';
import type { Encoding } from '../compressedFiles';
import { headTagsOf, withHeadTags } from './headTags';
import { previewImagePath } from './routes';
import { SITE_PREVIEW, readPreview, type SharedKind } from './sources';

const SHARED_PATH = /^\/(games|venues|players)\/([^/]+)\/?$/;

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Below this a compressed page saves less than its headers cost (as for the built files: compressedFiles.ts). */
const MIN_COMPRESSED_BYTES = 1_024;

/**
 * The player UI's page for a game, a venue or a player with that page's own title, description,
 * Open Graph and Twitter card tags drawn in on the server, for every visitor and user agent
 * (ARCHITECTURE.md "UIs"). An unknown id gets the site's tags and the same app, which shows its
 * not-found screen. staticUi.ts serves what this returns in place of the plain index.html.
 */
export class SharedPages {
  /** Compressed pages by encoding, built page and tags: a page shared in a group is asked for many times. */
  private readonly compressed = new LruMap<string, Buffer>(512);

  constructor(private readonly deps: { store: DocumentStore; publicUrl: () => string }) {}

  /** The page for `path` (a client route of the player UI), or null when it is not a shared page. */
  async page(
    path: string,
    indexHtml: Buffer,
    pageKey: string,
    encoding: Encoding | null,
  ): Promise<{ bytes: Buffer; encoding: Encoding | null } | null> {
    const match = SHARED_PATH.exec(path);
    if (!match) return null;
    const kind = match[1] as SharedKind;
    const id = decoded(match[2]!);
    const valid = id !== null && ID_PATTERN.test(id);
    // A read model that cannot be read now costs the page its own tags, never the page.
    const preview = valid ? ((await readPreview(this.deps.store, kind, id).catch(() => null)) ?? SITE_PREVIEW) : SITE_PREVIEW;
    const base = this.deps.publicUrl();
    const pagePath = valid ? `/${kind}/${encodeURIComponent(id)}` : `/${kind}`;
    const imagePath = preview === SITE_PREVIEW ? previewImagePath('site', null, preview) : previewImagePath(kind, id, preview);
    const tags = headTagsOf(preview, { page: `${base}${pagePath}`, image: `${base}${imagePath}` });
    const html = Buffer.from(withHeadTags(indexHtml.toString('utf8'), tags), 'utf8');
    if (!encoding || html.length < MIN_COMPRESSED_BYTES) return { bytes: html, encoding: null };
    const key = `${encoding}:${pageKey}:${createHash('sha256').update(tags).digest('base64url')}`;
    let bytes = this.compressed.get(key);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
          : gzipSync(html, { level: 9 });
      this.compressed.set(key, bytes);
    }
    return { bytes, encoding };
  }
}
