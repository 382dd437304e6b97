import { describe, expect, it } from 'vitest';
import { WRITE_KINDS } from '../bench/lib/demoMix';
import { runSoak } from '../bench/lib/soakRun';

/**
 * Half a minute of `npm run bench:soak` (docs/adr/0120-busy-evening-soak.md): the platform
 * as its own process under the demo's busiest-hour mix at half its write ceiling, with live streams
 * opened and closed throughout. No request fails, and the last interval holds no more memory and
 * no more file descriptors than the first within a bound: a leaked stream or socket shows as
 * descriptors that keep climbing. Latency is not asserted (this machine may be loaded; the bench
 * prints it beside its ceiling).
 *
 * Why 30 s catches what the 90 s run did: a leak grows with the streams and requests that leak, not
 * with the clock. The streams live 3–8 s instead of 8–20 s, so the run still opens and closes about
 * as many (105 at load 15, against about 110 in 90 s): one descriptor kept per closed stream would
 * add about 65 between the first interval and the last (about 75 in 90 s) to a baseline of about
 * 85, one and a half times the bound below. The bound was a quarter once: a clean-clone run on a loaded
 * machine, with no leak, went from 86 to 110 as its p99 rose from 26 to 237 ms (descriptors of work in
 * flight, 79 in its second interval). The samples are taken every second, so each 6-s interval is a mean of several. What a short run cannot
 * see, a slow growth over an evening, it never could in 90 s either: that is the bench's job
 * (`npm run bench:soak`, full length, its own report).
 */
const SOAK_SECONDS = 30;
/**
 * A short run is no measure of memory: the live heap after a full GC stays flat (100–117 MiB), but
 * V8 sizes the heap it reserves at a multiple of it during the first minutes, which showed as +16 %
 * to +22 % of RSS in 90 s to 6.5 min (+11 % in 30 s) (docs/adr/0120-busy-evening-soak.md). This bound
 * catches a real leak (a stream's buffers kept, a map without bound); flatness is the bench's figure.
 */
const MAX_RSS_GROWTH = 0.5;
const MAX_FD_GROWTH = 0.5;

describe('soak: half a minute of a busy evening', () => {
  it('answers every request and holds memory and file descriptors flat', { timeout: 150_000 }, async () => {
    const lines: string[] = [];
    const result = await runSoak({
      soakSeconds: SOAK_SECONDS,
      ceilingSeconds: 6,
      readsPerWrite: 4,
      streams: 15,
      // Every stream is closed and replaced several times within the run.
      streamLifetimeMs: [3_000, 8_000],
      ceilingClients: 8,
      intervals: 5,
      sampleMs: 1_000,
      log: (line) => lines.push(line),
    });
    const report = lines.join('\n');

    // The mix is the demo's busiest hour: shares of every kind the soak sends, adding up to one.
    expect(Object.values(result.shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    for (const kind of WRITE_KINDS) expect(result.shares[kind], kind).toBeGreaterThan(0);
    expect(result.demo.events).toBeGreaterThan(0);

    expect(result.errors, report).toEqual([]);
    expect(result.intervals).toHaveLength(5);
    for (const interval of result.intervals) {
      expect(interval.requests, report).toBeGreaterThan(0);
      expect(interval.eventsPerSecond, report).toBeGreaterThan(0);
    }
    // The streams were rotated: more were opened than are open at once.
    expect(result.streamsOpened).toBeGreaterThan(2 * 15);

    const first = result.intervals[0]!;
    const last = result.intervals[result.intervals.length - 1]!;
    expect(last.rssMiB, report).toBeLessThanOrEqual(first.rssMiB * (1 + MAX_RSS_GROWTH));
    expect(last.fds, report).toBeLessThanOrEqual(first.fds * (1 + MAX_FD_GROWTH));
  });
});
