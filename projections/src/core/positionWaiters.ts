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

  /** How many wait now (for tests: a waiter that gave up is gone). */
  get waiting(): number {
    return this.waiters.length;
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
      const waiter = { position, resolve: () => (clearTimeout(timer), resolve()) };
      // A waiter that gave up leaves the list: reads that wait on a far position (query-service readYourWrites.ts) hold nothing after their answer.
      const timer = setTimeout(() => {
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) this.waiters.splice(at, 1);
        reject(new Error(`Projections did not reach ${position} in ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}

/** What the platform needs of a projector, wherever it runs (this thread, a worker, another process). */
export interface Projector {
  readonly position: bigint | null;
  waitFor(position: bigint | null, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}
