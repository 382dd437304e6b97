/**
 * `npm run bench:ui`: the player UI's weight and first paint.
 * - gzip size of the JavaScript the first screen needs (index.html's entry script, its
 *   modulepreloads and their static imports) and of all the built JavaScript;
 * - the script the browser actually fetched for `/` (the route's lazy chunks included);
 * - LCP and CLS of the discovery page (`/`) in headless Debian Chromium, first visits with an
 *   empty cache against the platform on a fresh data directory with the demo data, at 1280 and
 *   375 px, the median of BENCH_UI_RUNS runs each;
 * - LCP of `/` with a phone profile: 375×812 mobile viewport, Lighthouse's Slow 4G
 *   through Chromium's network emulation (150 ms RTT, 1.6 Mbps down, 750 kbps up) and the CPU slowed
 *   4 times, target 2.0 s; the first-screen JavaScript stays at most 150 KB gzip, aiming at 130 KB.
 *   Every card leads with a picture (docs/adr/0104-picture-on-every-card.md): a run is settled
 *   once the first card's picture has loaded, and the pictures fetched are printed with the LCP element.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { browserMissing, launchBrowser } from '../e2e/browser';
import { startLivePlatform } from '../e2e/livePlatform';
import { allChunks, entryChunks, gzipBytes, totalGzip } from './lib/firstScreenJs';
import { serveStaticPage, snapshotFirstScreen, transferMs } from './lib/staticFloor';
import { fmt, printTable, verdict } from './lib/report';
import { SLOW_4G_PHONE, describeProfile, measureFirstVisit } from './lib/webVitals';

const RUNS = Number(process.env.BENCH_UI_RUNS ?? 5);
const TARGET_FIRST_SCREEN_KB = 150;
/** Where the first screen's weight should be; 150 KB is the bound. */
const AIM_FIRST_SCREEN_KB = 130;
const TARGET_PHONE_LCP_MS = 2_000;
const TARGET_LCP_MS = 1_500;
const TARGET_CLS = 0.1;
/**
 * The discovery page is ready once the app itself has drawn its first game card: the server's
 * drawing of the first screen sits in #root's [data-server-drawn] until then, so
 * the measure also covers the app's own paint (a larger element it drew would be the LCP).
 */
const READY = '#root > [data-shell] [data-testid="game-card"]';

const repoRoot = join(import.meta.dirname, '..');
const uiDir = join(repoRoot, 'ui-player');
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
  const index = join(dist, 'index.html');
  const sourcesChanged = () =>
    Math.max(newestMtime(join(uiDir, 'src')), statSync(join(uiDir, 'index.html')).mtimeMs) > statSync(index).mtimeMs;
  if (existsSync(index) && !sourcesChanged()) return;
  console.log('building ui-player…');
  execFileSync('npm', ['run', 'build', '-w', 'ui-player'], { cwd: repoRoot, stdio: 'inherit' });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => bytes / 1024;

const missing = browserMissing();
if (missing) throw new Error(`bench:ui needs a browser: ${missing}`);
ensureFreshBuild();

const firstScreen = entryChunks(dist);
const firstScreenBytes = totalGzip(dist, firstScreen);
const everyChunk = allChunks(dist);
const allBytes = totalGzip(dist, everyChunk);

const live = await startLivePlatform();
const browser = await launchBrowser();
const rows: string[][] = [
  [
    'first-screen JS (entry + static imports), gzip',
    `${fmt(kb(firstScreenBytes), 1)} KB in ${firstScreen.length} files`,
    `≤ ${TARGET_FIRST_SCREEN_KB} KB (aim ${AIM_FIRST_SCREEN_KB} KB)`,
    verdict(kb(firstScreenBytes) <= TARGET_FIRST_SCREEN_KB) + (kb(firstScreenBytes) <= AIM_FIRST_SCREEN_KB ? '' : ' (over the aim)'),
  ],
];
let fetchedForHome: { path: string; gzipBytes: number }[] = [];
try {
  // One warm-up visit so the server's first-request costs (caches, JIT) do not land on run 1.
  await measureFirstVisit(browser, `${live.base}/`, { width: 1280, height: 900 }, READY);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureFirstVisit(browser, `${live.base}/`, viewport, READY));
    fetchedForHome = runs[0]!.scripts;
    const lcp = median(runs.map((r) => r.lcpMs));
    const cls = median(runs.map((r) => r.cls));
    rows.push([
      `LCP of / at ${viewport.width} px (median of ${RUNS})`,
      `${fmt(lcp)} ms`,
      `≤ ${fmt(TARGET_LCP_MS)} ms`,
      verdict(lcp <= TARGET_LCP_MS),
    ]);
    rows.push([`CLS of / at ${viewport.width} px (median of ${RUNS})`, fmt(cls, 3), `≤ ${TARGET_CLS}`, verdict(cls <= TARGET_CLS)]);
  }
  // The phone profile: a first visit on a throttled mobile device.
  const phoneRuns = [];
  for (let i = 0; i < RUNS; i++)
    phoneRuns.push(await measureFirstVisit(browser, `${live.base}/`, { width: 375, height: 812 }, READY, SLOW_4G_PHONE));
  const phoneLcp = median(phoneRuns.map((r) => r.lcpMs));
  rows.push([
    `LCP of / phone profile, 375×812 (${describeProfile(SLOW_4G_PHONE)}) (median of ${RUNS})`,
    `${fmt(phoneLcp)} ms (runs ${phoneRuns.map((r) => fmt(r.lcpMs)).join(' / ')})`,
    `≤ ${fmt(TARGET_PHONE_LCP_MS)} ms`,
    verdict(phoneLcp <= TARGET_PHONE_LCP_MS),
  ]);
  rows.push([
    `CLS of / phone profile (median of ${RUNS})`,
    fmt(median(phoneRuns.map((r) => r.cls)), 3),
    `≤ ${TARGET_CLS}`,
    verdict(median(phoneRuns.map((r) => r.cls)) <= TARGET_CLS),
  ]);
  console.log(
    `phone profile: ${describeProfile(SLOW_4G_PHONE)}; LCP runs ${phoneRuns.map((r) => fmt(r.lcpMs)).join(', ')} ms; LCP element ${phoneRuns.map((r) => r.lcpElement || '?').join(', ')}`,
  );
  // The sport drawings are data URLs (no request); covers are fetched from the media route.
  const pictures = phoneRuns[0]!.images.filter((image) => !image.path.startsWith('/assets/icon'));
  rows.push([
    'card cover images fetched for / on the phone profile (first visit; sport drawings are inline)',
    `${pictures.length} files, ${fmt(kb(pictures.reduce((sum, image) => sum + image.bytes, 0)), 1)} KB`,
    '-',
    `LCP element: ${phoneRuns.map((r) => r.lcpElement || '?').join(', ')}`,
  ]);
  // The floor in the same run: the first screen as the app drew it, saved as a static page with no
  // script, loaded under the same profile (bench/lib/staticFloor.ts); and the time the first-screen
  // JavaScript alone takes to arrive at the profile's 1.6 Mbps.
  const staticPage = await serveStaticPage(await snapshotFirstScreen(browser, `${live.base}/`, { width: 375, height: 812 }, READY));
  try {
    const floorRuns = [];
    for (let i = 0; i < RUNS; i++)
      floorRuns.push(await measureFirstVisit(browser, staticPage.url, { width: 375, height: 812 }, READY, SLOW_4G_PHONE));
    const floor = median(floorRuns.map((r) => r.lcpMs));
    console.log(`phone profile floor (static page, no JS): LCP runs ${floorRuns.map((r) => fmt(r.lcpMs)).join(', ')} ms`);
    rows.push([
      `ceiling: LCP of the same first screen as static HTML, no JS, phone profile (median of ${RUNS})`,
      `${fmt(floor)} ms`,
      `≤ ${fmt(TARGET_PHONE_LCP_MS)} ms`,
      `floor (app ${fmt(phoneLcp - floor)} ms above it)`,
    ]);
  } finally {
    await staticPage.close();
  }
  rows.push([
    `ceiling: first-screen JS (${fmt(kb(firstScreenBytes), 1)} KB gzip) arriving at ${SLOW_4G_PHONE.downloadKbps / 1000} Mbps, transfer alone`,
    `${fmt(transferMs(firstScreenBytes, SLOW_4G_PHONE.downloadKbps))} ms`,
    '-',
    'floor for any JS-drawn page',
  ]);
} finally {
  await browser.close();
  await live.close();
}

const fetchedBytes = fetchedForHome.reduce((sum, script) => sum + script.gzipBytes, 0);
rows.splice(1, 0, [
  `JS fetched to show / (with its lazy route chunks), gzip`,
  `${fmt(kb(fetchedBytes), 1)} KB in ${fetchedForHome.length} files`,
  '-',
  '-',
]);
rows.splice(2, 0, ['all built JS, gzip', `${fmt(kb(allBytes), 1)} KB in ${everyChunk.length} files`, '-', '-']);
rows.push([
  `JS fetched to show / arriving at ${SLOW_4G_PHONE.downloadKbps / 1000} Mbps, transfer alone`,
  `${fmt(transferMs(fetchedBytes, SLOW_4G_PHONE.downloadKbps))} ms`,
  '-',
  'floor for this client-drawn page',
]);
printTable(rows);
// Where the first screen's weight sits, largest first (the chunk names are Vite's, after a module in them).
console.log('\nfirst-screen files (gzip):');
for (const [file, bytes] of firstScreen.map((file) => [file, gzipBytes(join(dist, file))] as const).sort((a, b) => b[1] - a[1]))
  console.log(`  ${fmt(kb(bytes), 1).padStart(6)} KB  ${file}`);
