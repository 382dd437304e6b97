import type { ReadModelProgress } from '@sports/query-service';

/** Where the read models stand, read from the store: any number that moves whenever one of them moves (CheckpointProgress.standing). */
export type ReadModelStanding = () => Promise<bigint | null>;

/**
 * The change signal of a query service run alone (docs/adr/0132-query-workers.md), in place of the
 * projector's position the embedded platform has. It moves:
 * - at once when the checkpoint a waiting read saw moves (`progress.applied()`): a read whose
 *   x-read-after the checkpoints reached is answered by a live index and caches that read the
 *   changes after that, so the sender's own command is in them whichever worker answers
 *   (docs/adr/0114-permission-checks-read-own-writes.md);
 * - when a look at the read models' standing, taken at most every `pollMs` while reads arrive,
 *   finds it moved;
 * - on the first read after `staleMs` without such a look (a service coming back from idle), so a
 *   read without x-read-after is never answered from older than that.
 * Standing still otherwise, the caches keyed on it (the viewer's games, venue photos) hold, as
 * they do behind the embedded projector's position.
 */
export const readModelSignal = (
  progress: Pick<ReadModelProgress, 'applied'>,
  standing: ReadModelStanding,
  { pollMs = 10, staleMs = 50 }: { pollMs?: number; staleMs?: number } = {},
): (() => bigint) => {
  let count = 0n;
  let applied: bigint | null = null;
  let seen: bigint | null | undefined;
  let lookedAt = Number.NEGATIVE_INFINITY;
  let knownAt = Number.NEGATIVE_INFINITY;
  let looking = false;
  const look = (now: number) => {
    looking = true;
    lookedAt = now;
    standing()
      .then((value) => {
        if (value !== seen) count++;
        seen = value;
        knownAt = now;
      })
      .catch(() => undefined)
      .finally(() => {
        looking = false;
      });
  };
  return () => {
    const now = performance.now();
    const appliedNow = progress.applied();
    if (appliedNow !== applied) {
      applied = appliedNow;
      count++;
    } else if (now - knownAt >= staleMs) {
      // Nothing known of the last staleMs: whatever the caches hold may be older; they read again.
      count++;
      knownAt = now;
    }
    if (!looking && now - lookedAt >= pollMs) look(now);
    return count;
  };
};
