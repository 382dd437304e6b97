import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of one built file, as a server compressing at the highest level would send it. */
export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** Static `import … from "./x.js"` and bare `import "./x.js"` in a built chunk; dynamic import(…) is not one. */
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

/** The back office's public path (ui-admin/vite.config.ts `base`): the platform serves it under /admin. */
export const ADMIN_BASE = '/admin/';

/**
 * The JavaScript a first visit to `/` must load before the app runs: the entry script of
 * index.html, its modulepreloads, and every chunk they import statically (transitively).
 * `base` is the build's public path (Vite's `base`: `/admin/` for the back office), which the
 * URLs in index.html start with and dist/ does not.
 */
export function entryChunks(distDir: string, base = '/'): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const seen = new Set<string>();
  const visit = (urlPath: string) => {
    const path = posix.normalize(urlPath.startsWith(base) ? urlPath.slice(base.length) : urlPath.replace(/^\//, ''));
    if (seen.has(path)) return;
    seen.add(path);
    const code = readFileSync(join(distDir, path), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(posix.join(posix.dirname(path), match[1]!));
  };
  roots.forEach(visit);
  return [...seen];
}

export const allChunks = (distDir: string): string[] =>
  readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);

export const totalGzip = (distDir: string, files: Iterable<string>): number =>
  [...files].reduce((sum, file) => sum + gzipBytes(join(distDir, file)), 0);
