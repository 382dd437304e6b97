import { readFileSync } from 'node:fs';
import { DEFAULT_MAX_OPEN_STREAMS } from '@sports/query-service';

/**
 * The process's soft limit on open files (RLIMIT_NOFILE, /proc/self/limits on Linux; Node raises
 * the soft limit to the hard one as it starts), or null where it cannot be read.
 */
export const openFileLimit = (limits = '/proc/self/limits'): number | null => {
  try {
    const line = readFileSync(limits, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
};

/**
 * MAX_OPEN_STREAMS when unset (docs/adr/0119-event-stream-caps.md): 5,000, or half the open-file
 * limit where that is lower. Each stream holds one socket; the other half is left for the stores,
 * ordinary requests and the connections of refused streams.
 */
export const defaultMaxOpenStreams = (limit = openFileLimit()): number =>
  limit === null ? DEFAULT_MAX_OPEN_STREAMS : Math.max(1, Math.min(DEFAULT_MAX_OPEN_STREAMS, Math.floor(limit / 2)));
