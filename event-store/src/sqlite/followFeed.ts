import type { EventEmitter } from 'node:events';
import type { EventFeed, FeedTypes, RecordedEvent } from '@sports/contracts';

/** How long to sleep when caught up and no in-process append wakes us (another process may be writing). */
const POLL_MS = 250;
/**
 * After a wake-up, let appends gather so a busy log is read in fewer, larger batches (each
 * touched document is then written once for many events). The wait grows with the last
 * catch-up, a millisecond per event: about nothing when events trickle in (read-your-writes
 * stays immediate), 40 ms under load, which keeps reads fresh within 50 ms.
 */
const MAX_LINGER_MS = 40;
const lingerAfter = (lastCatchUp: number) => Math.min(MAX_LINGER_MS, lastCatchUp);

/**
 * Catch-up then live, over a store that can only be read: read batches after the last
 * position; when caught up, wait for an in-process append signal or a short poll.
 */
export async function* followFeed(
  feed: Pick<EventFeed, 'readAll'>,
  appended: EventEmitter,
  options: { after: bigint | null; signal: AbortSignal; maxBatch?: number; types?: FeedTypes },
): AsyncIterable<RecordedEvent[]> {
  const maxCount = options.maxBatch ?? 1000;
  let after = options.after;
  let caughtUp = 0; // events read since the last time the feed was idle
  while (!options.signal.aborted) {
    const batch = await feed.readAll({ after, maxCount, types: options.types });
    if (batch.length > 0) {
      after = batch[batch.length - 1]!.position;
      caughtUp += batch.length;
      yield batch;
      continue;
    }
    const linger = lingerAfter(caughtUp);
    caughtUp = 0;
    await waitForAppend(appended, options.signal);
    if (linger > 0) await new Promise((r) => setTimeout(r, linger));
  }
}

const waitForAppend = (appended: EventEmitter, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      appended.off('appended', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, POLL_MS);
    appended.on('appended', done);
    signal.addEventListener('abort', done);
  });
