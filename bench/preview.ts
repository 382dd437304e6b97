/**
 * `npm run bench:preview` (docs/adr/0100-shared-pages.md): what a game's
 * preview image (og:image, a 1200×630 PNG drawn with satori and resvg) costs over HTTP:
 * - the first draw of a game's picture (p50 over BENCH_PREVIEW_SAMPLES games, each asked once);
 * - a cached answer for a game that has not changed (p50 of as many requests; nothing is drawn);
 * beside the ceiling measured in the same run: a static PNG of the same size answered from memory by a
 * route on the same API app (the same Hono stack, middleware and loopback HTTP), and the process's
 * very first drawing (fonts read, layout engine started) on its own row.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { createApi } from '@sports/service-kit';
import { registerPreviews } from '@sports/platform/previews/index';
import { drawCard } from '@sports/platform/previews/draw';
import { startTestPlatform } from '@sports/testing/testPlatform';
import { gameBody } from '@sports/testing/http/fixtures';
import { fmt, printTable, verdict } from './lib/report';

const SAMPLES = Number(process.env.BENCH_PREVIEW_SAMPLES ?? 40);
if (!Number.isInteger(SAMPLES) || SAMPLES < 4)
  throw new Error(`BENCH_PREVIEW_SAMPLES must be an integer of at least 4 (got ${process.env.BENCH_PREVIEW_SAMPLES})`);
/** A first draw a crawler waits for: WhatsApp and Facebook give up after a few seconds. */
const TARGET_FIRST_DRAW_MS = 250;
/** A cached picture costs what serving the same bytes from memory costs, within this factor. */
const TARGET_CACHED_RATIO = 2;

const p50 = (samples: number[]): number => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

const platform = await startTestPlatform();
let draws = 0;
const api = createApi({ tokens: platform.tokens });
registerPreviews(api, platform.documents, {
  publicUrl: () => platform.publicUrl.current,
  draw: (card) => {
    draws += 1;
    return drawCard(card);
  },
});
let staticPng = new Uint8Array(0);
api.app.get('/bench/static.png', (c) =>
  c.body(staticPng, 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=300', etag: '"static"' }),
);
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const timed = async (path: string): Promise<{ ms: number; bytes: number }> => {
  const t0 = performance.now();
  const response = await fetch(`${base}${path}`);
  const body = await response.arrayBuffer();
  const ms = performance.now() - t0;
  if (response.status !== 200 || response.headers.get('content-type') !== 'image/png')
    throw new Error(`${path}: ${response.status} ${response.headers.get('content-type')}`);
  return { ms, bytes: body.byteLength };
};

try {
  console.log(
    `Preview benchmark: ${SAMPLES} games, one request each cold, then ${SAMPLES} cached requests; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(2)}`,
  );
  const host = await platform.tokenFor('bench-host');
  const ids: string[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const response = await platform.request('PUT', '/api/vm/activities', {
      token: host,
      body: gameBody({ name: `Evening doubles ${i + 1}`, maxParticipants: 4 + (i % 10), costPerParticpant: 10000 + i * 500 }),
    });
    ids.push(((await response.json()) as { data: { activityId: string } }).data.activityId);
  }
  await platform.settle();

  // The process's first drawing reads the fonts and starts satori's layout engine: its own row.
  const coldStart = await timed(`/api/vm/previews/games/${ids[0]}.png`);
  const first: number[] = [];
  let size = 0;
  for (const id of ids.slice(1)) {
    const { ms, bytes } = await timed(`/api/vm/previews/games/${id}.png`);
    first.push(ms);
    size = bytes;
  }
  const drawnBefore = draws;
  const cached: number[] = [];
  for (let i = 0; i < SAMPLES; i++) cached.push((await timed(`/api/vm/previews/games/${ids[1 + (i % 4)]}.png`)).ms);
  if (draws !== drawnBefore) throw new Error(`cached requests drew ${draws - drawnBefore} pictures`);

  // The ceiling: the same number of bytes, from memory, through the same app and loopback HTTP.
  staticPng = new Uint8Array(size).fill(7);
  const ceiling: number[] = [];
  for (let i = 0; i < SAMPLES + 5; i++) ceiling.push((await timed('/bench/static.png')).ms);
  ceiling.splice(0, 5); // its warm-up, as the cached series had the draws before it

  const firstP50 = p50(first);
  const cachedP50 = p50(cached);
  const ceilingP50 = p50(ceiling);
  printTable([
    ['Static PNG of the same size, same HTTP stack (ceiling, p50)', `${fmt(ceilingP50, 2)} ms (${fmt(size / 1024, 1)} KiB)`, '', ''],
    ["Process's first drawing (fonts, layout engine)", `${fmt(coldStart.ms, 1)} ms`, '', ''],
    [
      `Game preview, first draw (p50 of ${SAMPLES} games)`,
      `${fmt(firstP50, 1)} ms`,
      `≤ ${TARGET_FIRST_DRAW_MS} ms`,
      verdict(firstP50 <= TARGET_FIRST_DRAW_MS),
    ],
    [
      `Game preview, cached (p50 of ${SAMPLES}, nothing drawn)`,
      `${fmt(cachedP50, 2)} ms (${fmt(cachedP50 / ceilingP50, 2)}× the ceiling)`,
      `≤ ${TARGET_CACHED_RATIO}× the ceiling`,
      verdict(cachedP50 <= TARGET_CACHED_RATIO * ceilingP50),
    ],
  ]);
} finally {
  await new Promise((resolve) => server.close(resolve));
  await platform.close();
}
