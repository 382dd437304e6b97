import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1_024;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (Accept-Encoding), or null for the raw bytes. */
export const acceptedEncoding = (header: string | undefined): Encoding | null => {
  const accepted = (header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
};

/**
 * The built UIs' files, compressed once per file and encoding and kept (a build's assets never
 * change under the same name; index.html is keyed by its size and time as well).
 */
export class CompressedFiles {
  private readonly cache = new Map<string, Buffer>();

  body(key: string, raw: Buffer, contentType: string, encoding: Encoding | null): { bytes: Buffer; encoding: Encoding | null } {
    if (!encoding || raw.length < MIN_BYTES || !COMPRESSIBLE.test(contentType)) return { bytes: raw, encoding: null };
    const cacheKey = `${encoding}:${key}`;
    let bytes = this.cache.get(cacheKey);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzipSync(raw, { level: 9 });
      this.cache.set(cacheKey, bytes);
    }
    return { bytes, encoding };
  }
}
