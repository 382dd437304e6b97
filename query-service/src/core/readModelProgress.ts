import type { EventFeed } from '@sports/contracts';
import type { DocumentStore, Projector } from '@sports/projections';

/**
 * How far the read models have come, for a query that must not answer from behind the log
 * (docs/adr/0114-permission-checks-read-own-writes.md). Two sources: the projector of
 * this process, or, in a query service on its own, the read models' checkpoints.
 */
export interface ReadModelProgress {
  /** A position the read models are known to include now (a lower bound; null: none known). */
  applied(): bigint | null;
  /** Resolves true once the read models include `position`, false when they have not after `timeoutMs`. */
  reached(position: bigint, timeoutMs: number): Promise<boolean>;
  /** The newest position of the log now (null: an empty log). */
  head(): Promise<bigint | null>;
}

/** The projector runs in this process (the embedded platform): its own position and waiters. */
export const projectorProgress = (
  projector: Pick<Projector, 'position' | 'waitFor'>,
  log: Pick<EventFeed, 'headPosition'>,
): ReadModelProgress => ({
  applied: () => projector.position,
  reached: (position, timeoutMs) =>
    projector.waitFor(position, timeoutMs).then(
      () => true,
      () => false,
    ),
  head: () => log.headPosition(),
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The projector runs elsewhere (production): the lowest checkpoint of the read models, read from
 * the document store. Read only while someone waits, every `pollMs`; the last value read is kept
 * as the lower bound `applied()` answers with (checkpoints are written with or after their documents).
 */
export const checkpointProgress = (
  store: Pick<DocumentStore, 'getCheckpoint'>,
  readModels: readonly string[],
  log: Pick<EventFeed, 'headPosition'>,
  pollMs = 50,
): ReadModelProgress => {
  let known: bigint | null = null;
  const lowest = async (): Promise<bigint | null> => {
    const checkpoints = await Promise.all(readModels.map((name) => store.getCheckpoint(name)));
    if (checkpoints.some((c) => c === null)) return null;
    const low = (checkpoints as bigint[]).reduce((a, b) => (b < a ? b : a));
    if (known === null || low > known) known = low;
    return low;
  };
  return {
    applied: () => known,
    async reached(position, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (known !== null && known >= position) return true;
        const low = await lowest();
        if (low !== null && low >= position) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await pause(Math.min(pollMs, left));
      }
    },
    head: () => log.headPosition(),
  };
};
