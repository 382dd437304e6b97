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

/** Progress read from the read models' checkpoints, with the one read they are all taken in. */
export interface CheckpointProgress extends ReadModelProgress {
  /**
   * Reads every checkpoint once: moves `applied()` up to the lowest, and answers their sum, a number that moves
   * whenever any read model moves (null: none written yet). The change signal of a query service on its own looks here
   * (platform/src/services/readModelSignal.ts), so its looks and the waits share one reader.
   */
  readonly standing: () => Promise<bigint | null>;
}

/**
 * The projector runs elsewhere (production): the lowest checkpoint of the read models, read from
 * the document store. Read while someone waits, every `pollMs`, and whenever `standing()` is asked;
 * the last value read is kept as the lower bound `applied()` answers with (checkpoints are written
 * with or after their documents).
 */
export const checkpointProgress = (
  store: Pick<DocumentStore, 'getCheckpoint'>,
  readModels: readonly string[],
  log: Pick<EventFeed, 'headPosition'>,
  pollMs = 50,
): CheckpointProgress => {
  let known: bigint | null = null;
  /** Every checkpoint once; `known` moves up to their lowest once all read models have one. */
  const read = async (): Promise<{ lowest: bigint | null; sum: bigint | null }> => {
    const checkpoints = await Promise.all(readModels.map((name) => store.getCheckpoint(name)));
    const written = checkpoints.filter((c): c is bigint => c !== null);
    const sum = written.length === 0 ? null : written.reduce((a, b) => a + b);
    if (written.length < checkpoints.length) return { lowest: null, sum };
    const lowest = written.reduce((a, b) => (b < a ? b : a));
    if (known === null || lowest > known) known = lowest;
    return { lowest, sum };
  };
  return {
    applied: () => known,
    async reached(position, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (known !== null && known >= position) return true;
        const { lowest } = await read();
        if (lowest !== null && lowest >= position) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await pause(Math.min(pollMs, left));
      }
    },
    head: () => log.headPosition(),
    standing: async () => (await read()).sum,
  };
};
