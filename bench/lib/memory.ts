import { readFileSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * What a process holds in memory, for the benchmarks that weigh something (bench:scale,
 * bench:index; docs/adr/0133-live-index-memory-budget.md). Linux figures come from
 * /proc/self/status, which counts every thread of the process (the projector's worker too).
 */

/** A kibibyte field of /proc/self/status (VmRSS, VmHWM) in bytes; null where there is no /proc. */
const statusBytes = (field: 'VmRSS' | 'VmHWM'): number | null => {
  try {
    const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kib === undefined ? null : Number(kib) * 1024;
  } catch {
    return null;
  }
};

/** Resident memory now. */
export const rssBytes = (): number => statusBytes('VmRSS') ?? process.memoryUsage.rss();

/**
 * Starts a new peak: Linux (4.0 and later) sets VmHWM back to the current VmRSS when "5" is
 * written to clear_refs. Returns false where that is not possible; the peak is then the
 * process's since it started.
 */
export const resetPeakRss = (): boolean => {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
};

/** The highest resident memory since the process started or resetPeakRss; null without /proc. */
export const peakRssBytes = (): number | null => statusBytes('VmHWM');

/**
 * A full collection, with or without --expose-gc: the flag can be set at run time, and a fresh
 * context then has `gc` (the flag is read when a context is made).
 */
const gcFunction = (): (() => void) => {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
};
let gc: (() => void) | undefined;

/** Heap and resident memory after full collections, so only what is reachable is counted. */
export interface Settled {
  /** V8's heap in use: objects, strings, arrays. */
  heapUsed: number;
  /** V8's heap as reserved from the system, used or not. */
  heapTotal: number;
  /** Memory outside the heap held by JavaScript objects: Buffers' bytes (Node counts ArrayBuffers in it). */
  external: number;
  rss: number;
}

export const settledMemory = (): Settled => {
  gc ??= gcFunction();
  // Twice: the first collection's finalizers can free more for the second.
  gc();
  gc();
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  return { heapUsed, heapTotal, external, rss: rssBytes() };
};

export const mib = (bytes: number) => bytes / 1_048_576;
