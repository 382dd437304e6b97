import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after it started, before ever listening, is a start that fails: the service stops instead of looping. */
const FAILED_START_MS = 10_000;

/**
 * The primary of a query service run as `workers` processes behind one port (node:cluster,
 * docs/adr/0132-query-workers.md): it forks the workers, which each run the whole query service
 * (its live game index included) and share the listening socket; the primary answers nothing
 * itself. A worker that dies is logged and replaced; SIGINT/SIGTERM end every worker, then the primary.
 */
export const superviseQueryWorkers = (workers: number, name: string): void => {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();
  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => listening.add(worker));
  };
  /** Ends every worker; the primary exits with `code` once the last has gone (at once when none is left). */
  const stopAll = (code: number) => {
    stopping = true;
    process.exitCode = code;
    if (running().length === 0) process.exit(code);
    for (const worker of running()) worker.process.kill('SIGTERM');
  };
  cluster.on('exit', (worker, code, signal) => {
    const neverListened = !listening.has(worker);
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    listening.delete(worker);
    if (stopping) {
      if (running().length === 0) process.exit();
      return;
    }
    console.error(`${name}: worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`})`);
    if (neverListened && lived < FAILED_START_MS) {
      // Its error is above (a configuration, a damaged file): the other workers would fail alike.
      console.error(`${name}: a worker failed to start; stopping`);
      stopAll(1);
      return;
    }
    console.error(`${name}: starting a worker in its place`);
    fork();
  });
  const shutdown = () => {
    if (!stopping) stopAll(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  console.log(`${name}: ${workers} workers behind one port (QUERY_WORKERS)`);
  for (let i = 0; i < workers; i++) fork();
};

/** The worker's number (1, 2, …) in a query service of several, null in a single process. */
export const queryWorkerId = (): number | null => (cluster.isWorker ? cluster.worker!.id : null);
