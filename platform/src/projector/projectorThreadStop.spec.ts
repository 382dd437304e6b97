import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectorThread } from './projectorThread';

/** A worker that never ends by itself (a rebuild still building its indexes): only terminate ends it. */
class BusyWorker extends EventEmitter {
  readonly posted: unknown[] = [];
  terminated = 0;
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): Promise<number> {
    this.terminated++;
    this.emit('exit', 1);
    return Promise.resolve(1);
  }
}

const threadOn = (worker: BusyWorker): ProjectorThread =>
  new (ProjectorThread as unknown as new (worker: Worker) => ProjectorThread)(worker as unknown as Worker);

// The grace a stop gives a rebuild's index builds (docs/adr/0139-dropped-documents-filter.md).
describe('projector thread stop', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the worker to stop and terminates it only once its grace is over, 10 s by default', async () => {
    const worker = new BusyWorker();
    const stopped = threadOn(worker).stop();
    expect(worker.posted).toEqual([{ type: 'stop' }]);
    vi.advanceTimersByTime(9_999);
    expect(worker.terminated).toBe(0);
    vi.advanceTimersByTime(1);
    expect(worker.terminated).toBe(1);
    await stopped;
  });

  it('waits out a long grace, and a later shorter one (a shutdown during a merge) brings the end forward', async () => {
    const worker = new BusyWorker();
    const thread = threadOn(worker);
    const merge = thread.stop(30 * 60_000);
    vi.advanceTimersByTime(60_000);
    expect(worker.terminated).toBe(0);
    const shutdown = thread.stop();
    // The same stop: one message, one promise.
    expect(shutdown).toBe(merge);
    expect(worker.posted).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(worker.terminated).toBe(1);
    await shutdown;
  });

  it('never puts the end back: a longer grace after a shorter one changes nothing', async () => {
    const worker = new BusyWorker();
    const thread = threadOn(worker);
    const stopped = thread.stop(1_000);
    void thread.stop(60_000);
    vi.advanceTimersByTime(1_000);
    expect(worker.terminated).toBe(1);
    await stopped;
  });

  it('terminates nothing once the worker ended by itself', async () => {
    const worker = new BusyWorker();
    const stopped = threadOn(worker).stop(5_000);
    worker.emit('exit', 0);
    await stopped;
    vi.advanceTimersByTime(60_000);
    expect(worker.terminated).toBe(0);
  });
});
