/** Promises that resolve once a log position has been applied: read-your-writes for tests and /health. */
export class PositionWaiters {
  private readonly waiters: Array<{ position: bigint; resolve: () => void }> = [];
  private applied: bigint | null = null;

  constructor(initial: bigint | null = null) {
    this.applied = initial;
  }

  get position(): bigint | null {
    return this.applied;
  }

  /** Records progress; positions only move forward. */
  advance(position: bigint | null): void {
    if (position === null || (this.applied !== null && position <= this.applied)) return;
    this.applied = position;
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i]!;
      if (position >= waiter.position) {
        this.waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }

  waitFor(position: bigint | null, timeoutMs = 10_000): Promise<void> {
    if (position === null || (this.applied !== null && this.applied >= position)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Projections did not reach ${position} in ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ position, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }
}

/** What the platform needs of a projector, wherever it runs (this thread, a worker, another process). */
export interface Projector {
  readonly position: bigint | null;
  waitFor(position: bigint | null, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}
