/**
 * `npm run bench:admin` (bundle part): the back office's JavaScript weight.
 * Builds ui-admin when there is no build or its sources are newer, then prints the gzip size
 * (level 9) of the JavaScript the first screen needs (index.html's entry script, its
 * modulepreloads and their static imports: the sign-in page and the dashboard) and of all the
 * built JavaScript (every lazily loaded resource view included). "The admin's
 * first screen at most 250 KB of JavaScript gzip (today 334 KB; react-admin's own demo loads
 * about 600 KB)". e2e/adminFirstScreen.e2e.spec.ts holds the build to it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_BASE, allChunks, entryChunks, gzipBytes, totalGzip } from './lib/firstScreenJs';
import { fmt, printTable, verdict } from './lib/report';

/** It was 450 KB: . */
const TARGET_KB = 250;
const ANCHOR_KB = 600;

const repoRoot = join(import.meta.dirname, '..');
const uiDir = join(repoRoot, 'ui-admin');
const dist = join(uiDir, 'dist');

const newestMtime = (dir: string): number =>
  Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((e) =>
      e.isDirectory() ? newestMtime(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs,
    ),
  );

/** Builds when there is no build, or the sources changed since the last one. */
function ensureFreshBuild(): void {
  const index = join(dist, '.vite/manifest.json');
  const sourcesChanged = () =>
    Math.max(newestMtime(join(uiDir, 'src')), statSync(join(uiDir, 'index.html')).mtimeMs) > statSync(index).mtimeMs;
  if (existsSync(index) && !sourcesChanged()) return;
  console.log('building ui-admin…');
  execFileSync('npm', ['run', 'build', '-w', 'ui-admin'], { cwd: repoRoot, stdio: 'inherit' });
}

const kb = (bytes: number) => bytes / 1024;

ensureFreshBuild();
// The same walk as the player's (bench:ui) and the e2e guard: index.html's scripts and preloads, then static imports.
const firstScreen = entryChunks(dist, ADMIN_BASE);
const firstScreenKb = kb(totalGzip(dist, firstScreen));
const every = allChunks(dist);
const allKb = kb(totalGzip(dist, every));

printTable([
  [
    'first-screen JS (entry + static imports), gzip',
    `${fmt(firstScreenKb, 1)} KB in ${firstScreen.length} files`,
    `≤ ${TARGET_KB} KB`,
    verdict(firstScreenKb <= TARGET_KB),
  ],
  ['all JS (lazy resource views included), gzip', `${fmt(allKb, 1)} KB in ${every.length} files`, '', ''],
  ["anchor: react-admin's demo", `≈ ${ANCHOR_KB} KB`, '', ''],
]);

console.log('\nlargest chunks (gzip):');
for (const [file, bytes] of every
  .map((file) => [file, gzipBytes(join(dist, file))] as const)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 6)) {
  console.log(`  ${file.padEnd(44)} ${fmt(kb(bytes), 1)} KB${firstScreen.includes(file) ? ' (first screen)' : ''}`);
}
