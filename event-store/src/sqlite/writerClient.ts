import { Worker } from 'node:worker_threads';
import type { BatchWords, FromWriter, ToWriter, WriterData } from './writerProtocol';

export type BatchReply =
  | Extract<FromWriter, { type: 'committed' }>
  | Extract<FromWriter, { type: 'failed' }>
  | { type: 'died'; error: Error };

/**
 * The main thread's end of the event log's writer thread (eventLogWriter.mjs). The thread starts with
 * the first batch (a store that only reads, such as the projector's, never starts one) and holds
 * the process open only while a batch is in flight. At most one batch is in flight.
 */
export class WriterClient {
  private worker: Worker | null = null;
  private inFlight: ((reply: BatchReply) => void) | null = null;
  private lastError: Error | null = null;
  private settings: Promise<{ synchronous: number; journalMode: string }> | null = null;

  constructor(private readonly data: WriterData) {}

  /** Whether a batch is on the writer and its reply not handled yet. */
  get busy(): boolean {
    return this.inFlight !== null;
  }

  get running(): boolean {
    return this.worker !== null;
  }

  /** Posts a batch; `done` is called once, with the writer's reply or, should the thread die, an error. */
  post(words: BatchWords, done: (reply: BatchReply) => void): void {
    if (this.inFlight) throw new Error('one batch at a time');
    const worker = this.worker ?? this.start();
    this.inFlight = done;
    worker.ref();
    worker.postMessage({ type: 'batch', words } satisfies ToWriter);
  }

  /** The writing connection's journal mode and synchronous level, as the thread opened it (starts it if needed). */
  writerSettings(): Promise<{ synchronous: number; journalMode: string }> {
    if (!this.worker) this.start().unref();
    return this.settings!;
  }

  private start(): Worker {
    // Profiling flags pass through (BENCH_CPU_PROFILE); the writer is plain JavaScript and needs no loader.
    const execArgv = process.execArgv.filter((arg) => arg.startsWith('--cpu-prof'));
    // Beside this module: event-store/src/sqlite in the sources, platform/dist in the build (scripts/build.mjs).
    const worker = new Worker(new URL('./eventLogWriter.mjs', import.meta.url), { workerData: this.data, execArgv });
    this.lastError = null;
    this.settings = new Promise((resolve, reject) => {
      worker.on('message', (message: FromWriter) => {
        if (message.type === 'started') resolve({ synchronous: message.synchronous, journalMode: message.journalMode });
        else this.settle(message);
      });
      worker.once('exit', () => reject(this.lastError ?? new Error('writer thread exited')));
    });
    this.settings.catch(() => {});
    worker.on('error', (error) => (this.lastError = error));
    worker.once('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      // A batch in flight when the thread died may or may not have committed: its appends fail (a command's
      // retry under its Idempotency-Key finds its events if they were stored).
      this.settle({
        type: 'died',
        error:
          this.lastError ??
          new Error(`The event log's writer thread exited (${code}) with a batch in flight; whether it was stored is unknown`),
      });
    });
    this.worker = worker;
    return worker;
  }

  private settle(reply: BatchReply): void {
    const done = this.inFlight;
    this.inFlight = null;
    this.worker?.unref();
    done?.(reply);
  }

  /** Ends the thread; the caller waits for the batch in flight first. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref();
    worker.postMessage({ type: 'close' } satisfies ToWriter);
    await exited;
  }
}
