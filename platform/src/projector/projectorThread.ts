import { Worker } from 'node:worker_threads';
import { PositionWaiters, type Projector } from '@sports/projections';
import type { FromProjector, ProjectorWorkerData, ToProjector } from './messages';

/**
 * The projector's young generation (V8's default is 16 MB semi-spaces). A replay makes a
 * short-lived object per event and document update; a larger nursery means fewer scavenges
 * (about 10 % faster on the 1,000,000-event ratings rebuild, bench:ratings).
 */
const PROJECTOR_YOUNG_GENERATION_MB = 192;

/**
 * Runs the embedded projector in a worker thread and mirrors its progress here, so the main
 * thread can answer /health and wait for read-your-writes without doing the projection work.
 */
export class ProjectorThread implements Projector {
  private readonly progress = new PositionWaiters();
  private stopped: Promise<void> | null = null;
  private readonly listeners: Array<(position: bigint | null) => void> = [];
  /** Whether the worker has ended (stopped, or failed). */
  exited = false;
  /** Why the worker cannot write read models (disk full...), null when it can. */
  storageProblem: string | null = null;

  private constructor(private readonly worker: Worker) {}

  static start(files: ProjectorWorkerData, log: (message: string) => void = console.error): Promise<ProjectorThread> {
    // Profiling flags pass through (BENCH_CPU_PROFILE); loaders do not work in workers anyway.
    const execArgv = process.execArgv.filter((arg) => arg.startsWith('--cpu-prof'));
    const worker = new Worker(new URL('./workerEntry.mjs', import.meta.url), {
      workerData: files,
      execArgv,
      resourceLimits: { maxYoungGenerationSizeMb: PROJECTOR_YOUNG_GENERATION_MB },
    });
    const thread = new ProjectorThread(worker);
    worker.once('exit', () => (thread.exited = true));
    return new Promise((resolve, reject) => {
      worker.on('message', (message: FromProjector) => {
        if (message.type === 'started' || message.type === 'applied') {
          thread.progress.advance(message.position === null ? null : BigInt(message.position));
          for (const listener of thread.listeners) listener(thread.progress.position);
          if (message.type === 'started') resolve(thread);
        } else if (message.type === 'storage') thread.storageProblem = message.problem;
        else if (message.type === 'failed') log(`Projector: ${message.message}`);
      });
      worker.once('error', (error) => {
        log(`Projector thread failed: ${error.stack ?? error.message}`);
        reject(error);
      });
      worker.once('exit', (code) => reject(new Error(`Projector thread exited with ${code} before it started`)));
    });
  }

  get position(): bigint | null {
    return this.progress.position;
  }

  waitFor(position: bigint | null, timeoutMs?: number): Promise<void> {
    return this.progress.waitFor(position, timeoutMs);
  }

  /** Called with the position whenever the worker reports progress (projectorThreads.ts takes the lowest of its threads). */
  onProgress(listener: (position: bigint | null) => void): void {
    this.listeners.push(listener);
  }

  /** Wakes the worker when this thread's writer committed (cheaper than its 250 ms poll). */
  notifyAppended(): void {
    this.post({ type: 'appended' });
  }

  /**
   * Asks the worker to write what it holds and end; past `graceMs` it is terminated. A rebuild's
   * end builds its indexes in that time (minutes on a big log); one cut short is built again by the
   * next start (`CREATE INDEX IF NOT EXISTS`), so a shutdown need not wait for it, but a caller that
   * wants the indexes built (a merge, a timed rebuild) gives it longer. A later call with a shorter
   * grace (a shutdown during a merge) brings the deadline forward.
   */
  stop(graceMs = 10_000): Promise<void> {
    // A worker that ended already (failed) sends no second exit.
    if (this.exited) this.stopped ??= Promise.resolve();
    this.stopped ??= new Promise<void>((resolve) => {
      this.worker.once('exit', () => {
        if (this.terminateTimer) clearTimeout(this.terminateTimer);
        resolve();
      });
      this.post({ type: 'stop' });
    });
    if (!this.exited) this.terminateWithin(graceMs);
    return this.stopped;
  }

  private terminateTimer: ReturnType<typeof setTimeout> | null = null;
  private terminateAt = Number.POSITIVE_INFINITY;
  private terminateWithin(graceMs: number): void {
    const at = performance.now() + graceMs;
    if (at >= this.terminateAt) return;
    this.terminateAt = at;
    if (this.terminateTimer) clearTimeout(this.terminateTimer);
    this.terminateTimer = setTimeout(() => void this.worker.terminate(), graceMs);
  }

  private post(message: ToProjector): void {
    this.worker.postMessage(message);
  }
}
