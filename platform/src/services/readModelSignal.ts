import type { ReadModelProgress } from '@sports/query-service';

/**
 * The change signal of a query service run alone (docs/adr/0132-query-workers.md): it moves at
 * once when the read models' checkpoint is seen to move (a read waiting on its x-read-after), and
 * otherwise at most every `pollMs`. The live game index and the caches beside it read the read
 * models' changes whenever it moved, so a read whose x-read-after the checkpoints have reached is
 * answered from an index that read the changes after that: the sender's own command is in it,
 * whichever worker answers (docs/adr/0114-permission-checks-read-own-writes.md).
 */
export const readModelSignal = (progress: Pick<ReadModelProgress, 'applied'>, pollMs = 10): (() => bigint) => {
  let count = 0n;
  let applied: bigint | null = null;
  let movedAt = performance.now();
  return () => {
    const now = performance.now();
    const seen = progress.applied();
    if (seen !== applied || now - movedAt >= pollMs) {
      count++;
      applied = seen;
      movedAt = now;
    }
    return count;
  };
};
