import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of one built file, as a server compressing at the highest level would send it. */
export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** Static `import … from "./x.js"` and bare `import "./x.js"` in a built chunk; dynamic import(…) is not one. */
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

/**
 * The JavaScript a first visit to `/` must load before the app runs: the entry script of
 * index.html, its modulepreloads, and every chunk they import statically (transitively).
 */
export function entryChunks(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const visit = (urlPath: string) => {
    const path = posix.normalize(urlPath.replace(/^\//, ''));
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

export const totalGzip = (distDir: string, files: Iterable<string>): number => [...files].reduce((sum, file) => sum + gzipBytes(join(distDir, file)), 0);
