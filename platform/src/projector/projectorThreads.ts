import { PositionWaiters, type Projector } from '@sports/projections';
import type { ProjectorWorkerData } from './messages';
import { ProjectorThread } from './projectorThread';

export interface ProjectorThreadsOptions {
  /** The read models of each thread, by name (projectorGroups.ts): disjoint, each closed under joins. */
  groups: readonly (readonly string[])[];
  /**
   * Once every thread has applied this position (the log's head when the rebuild began), stop
   * them all and go on with one thread for every read model of `files` (it resumes from their
   * checkpoints): live, one thread reads each event once and commits once a batch
   * (docs/adr/0134-rebuild-on-two-threads.md). Null: the threads stay.
   */
  mergeAt: bigint | null;
  log?: (message: string) => void;
}

/** How long a split thread may take to stop at the merge: its index builds, minutes at ten million events. */
const MERGE_GRACE_MS = 30 * 60_000;

/**
 * The embedded projector as several worker threads over disjoint read models, for a rebuild on
 * every core (docs/adr/0134-rebuild-on-two-threads.md). Each thread has its own connections to
 * both SQLite files; the read-model file takes one writer at a time (WAL, busy_timeout 60 s), so
 * one thread's flush waits for the other's, never fails it. Its position is the lowest of its
 * threads': read-your-writes (waitFor) and /health wait for every read model.
 */
export class ProjectorThreads implements Projector {
  private readonly progress = new PositionWaiters();
  private threads: ProjectorThread[] = [];
  /** Every thread it started, to tell how many still run. */
  private readonly started: ProjectorThread[] = [];
  /** Where the threads merge into one (null: never, or done); the merge once begun. */
  private mergeAt: bigint | null = null;
  private merging: Promise<void> | null = null;
  private announceMerged: () => void = () => undefined;
  private readonly mergedOnce = new Promise<void>((resolve) => (this.announceMerged = resolve));
  private stopping: Promise<void> | null = null;

  private constructor(
    private readonly files: ProjectorWorkerData,
    private readonly log: (message: string) => void,
  ) {}

  static async start(files: ProjectorWorkerData, options: ProjectorThreadsOptions): Promise<ProjectorThreads> {
    const log = options.log ?? console.error;
    const projector = new ProjectorThreads(files, log);
    const started = await Promise.allSettled(
      options.groups.map((projections) => ProjectorThread.start({ ...files, projections: [...projections] }, log)),
    );
    const threads = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      await Promise.all(threads.map((t) => t.stop()));
      throw failed.reason;
    }
    projector.mergeAt = threads.length > 1 ? options.mergeAt : null;
    projector.use(threads);
    return projector;
  }

  private use(threads: ProjectorThread[]): void {
    this.threads = threads;
    this.started.push(...threads);
    for (const thread of threads) thread.onProgress(() => this.advance());
    this.advance();
  }

  private advance(): void {
    let lowest: bigint | undefined;
    for (const thread of this.threads) {
      const at = thread.position;
      if (at === null) return;
      if (lowest === undefined || at < lowest) lowest = at;
    }
    if (lowest === undefined) return;
    this.progress.advance(lowest);
    if (this.mergeAt !== null && lowest >= this.mergeAt && !this.stopping) {
      this.mergeAt = null;
      // A failed merge is logged and the projector stays split (each thread still works alone).
      this.merging = this.mergeIntoOne().catch((error: unknown) =>
        this.log(`Projector: merging into one thread failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
  }

  /** The rebuild is over: its threads stop (each writes what it holds and builds its indexes), then one thread resumes all. */
  private async mergeIntoOne(): Promise<void> {
    if (this.stopping) return;
    const split = this.threads;
    // Each builds its indexes as it stops: given the time, or the merged thread would build them again.
    await Promise.all(split.map((t) => t.stop(MERGE_GRACE_MS)));
    if (this.stopping) return;
    const one = await ProjectorThread.start(this.files, this.log);
    if (this.stopping) {
      await one.stop();
      return;
    }
    this.use([one]);
    this.announceMerged();
  }

  /** How many of its worker threads have not ended (2 during a rebuild, 1 after the merge, 0 after stop). */
  get running(): number {
    return this.started.filter((t) => !t.exited).length;
  }

  /** Resolves once the threads were merged into one (never when no merge was asked for, or it failed). */
  get merged(): Promise<void> {
    return this.mergedOnce;
  }

  get position(): bigint | null {
    return this.progress.position;
  }

  waitFor(position: bigint | null, timeoutMs?: number): Promise<void> {
    return this.progress.waitFor(position, timeoutMs);
  }

  get storageProblem(): string | null {
    for (const thread of this.threads) if (thread.storageProblem !== null) return thread.storageProblem;
    return null;
  }

  /** Wakes every thread when this thread's writer committed; during a merge the new thread finds the events itself. */
  notifyAppended(): void {
    for (const thread of this.threads) thread.notifyAppended();
  }

  /** `graceMs`: how long each thread may take to end (ProjectorThread.stop), 10 s by default. */
  stop(graceMs?: number): Promise<void> {
    this.stopping ??= (async () => {
      await Promise.all(this.threads.map((t) => t.stop(graceMs)));
      // A merge under way sees the stop and stops the thread it started.
      await this.merging;
      await Promise.all(this.threads.map((t) => t.stop(graceMs)));
    })();
    return this.stopping;
  }
}
