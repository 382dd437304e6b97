import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * Installed before any page script: records Largest Contentful Paint and the layout shifts
 * (without recent input) as the browser reports them.
 */
const OBSERVE = `
  window.__vitals = { lcp: 0, lcpElement: '', shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      const el = entry.element;
      window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + (el.closest('[data-testid="card-picture"]') ? ' (card picture)' : '') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.shifts.push({ at: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** CLS as web-vitals defines it: the largest session window (shifts under 1 s apart, at most 5 s long). */
export function cumulativeLayoutShift(shifts: { at: number; value: number }[]): number {
  let best = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { at, value } of shifts) {
    if (at - last > 1_000 || at - first > 5_000) {
      window = 0;
      first = at;
    }
    window += value;
    last = at;
    best = Math.max(best, window);
  }
  return best;
}

export interface PageLoad {
  lcpMs: number;
  cls: number;
  /** Scripts the page fetched before it settled, with their gzip size. */
  scripts: { path: string; gzipBytes: number }[];
  /** Images the page fetched before it settled (the cards' pictures), with their bytes on the wire. */
  images: { path: string; bytes: number }[];
  /** What the largest paint was ("img (card picture)", "h3", …). */
  lcpElement: string;
}

/**
 * A phone on a slow mobile network: Lighthouse's "Slow 4G" figures (150 ms round
 * trip, 1.6 Mbps down, 750 kbps up) through Chromium's network emulation, and the CPU slowed 4 times.
 */
export interface PhoneProfile {
  rttMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

export const SLOW_4G_PHONE: PhoneProfile = { rttMs: 150, downloadKbps: 1_600, uploadKbps: 750, cpuSlowdown: 4 };

export const describeProfile = (p: PhoneProfile): string =>
  `Slow 4G: ${p.rttMs} ms RTT, ${p.downloadKbps / 1000} Mbps down, ${p.uploadKbps} kbps up; CPU ×${p.cpuSlowdown}`;

/** One first visit (fresh context, empty cache) at this viewport, measured once the page settles; with `phone`, as a throttled mobile device. */
export async function measureFirstVisit(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  readySelector: string,
  phone?: PhoneProfile,
): Promise<PageLoad> {
  const context = await browser.newContext(phone ? { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport });
  try {
    const page = await context.newPage();
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // Throughputs in bytes per second; the latency is added to every request's round trip.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: phone.rttMs,
        downloadThroughput: (phone.downloadKbps * 1000) / 8,
        uploadThroughput: (phone.uploadKbps * 1000) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
    }
    await page.addInitScript(OBSERVE);
    const scripts: PageLoad['scripts'] = [];
    const reading: Promise<void>[] = [];
    const images: PageLoad['images'] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') {
        const path = new URL(response.url()).pathname;
        reading.push(
          response.body().then(
            (body) => void images.push({ path, bytes: body.length }),
            () => undefined,
          ),
        );
        return;
      }
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      reading.push(response.body().then((body) => void scripts.push({ path, gzipBytes: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(readySelector, { timeout: phone ? 60_000 : 30_000 });
    // The first card's picture is part of the first screen (DESIGN.md "Together"): settled once it is
    // done (loaded, or failed where a saved static copy has no assets to serve).
    await page.waitForFunction(
      (selector) => {
        const img = document.querySelector<HTMLImageElement>(`${selector} [data-testid="card-picture"] img`);
        return !img || img.complete;
      },
      readySelector,
      { timeout: phone ? 60_000 : 30_000 },
    );
    // Not 'networkidle': the list keeps its live game-change stream (server-sent events) open, so the
    // network never goes quiet. Late shifts (a loader going away, images) still count: give them a moment.
    await page.waitForTimeout(1_500);
    await Promise.all(reading);
    const vitals = await page.evaluate<{ lcp: number; lcpElement: string; shifts: { at: number; value: number }[] }>('window.__vitals');
    return { lcpMs: vitals.lcp, cls: cumulativeLayoutShift(vitals.shifts), scripts, images, lcpElement: vitals.lcpElement };
  } finally {
    await context.close();
  }
}
