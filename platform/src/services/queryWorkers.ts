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
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => listening.add(worker));
  };
  cluster.on('exit', (worker, code, signal) => {
    const neverListened = !listening.has(worker);
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    listening.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`${name}: worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`})`);
    if (neverListened && lived < FAILED_START_MS) {
      // Its error is above (a configuration, a damaged file): the other workers would fail alike.
      console.error(`${name}: a worker failed to start; stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(`${name}: starting a worker in its place`);
    fork();
  });
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker?.process.kill('SIGTERM');
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  console.log(`${name}: ${workers} workers behind one port (QUERY_WORKERS)`);
  for (let i = 0; i < workers; i++) fork();
};

/** The worker's number (1, 2, …) in a query service of several, null in a single process. */
export const queryWorkerId = (): number | null => (cluster.isWorker ? cluster.worker!.id : null);
