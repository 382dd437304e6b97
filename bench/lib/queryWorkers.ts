import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { processCpu } from './cpuTime';
import { BENCH_SECRET } from './platform';
import { freePort, startNode, stop } from './processes';

/**
 * The query service run alone (platform/src/services/queryService.ts) over a data folder the
 * platform filled, with QUERY_WORKERS=`workers` (docs/adr/0132-query-workers.md). Resolves once
 * every worker has answered `warmPath` with 200: each has filled its live game index, so the load
 * that follows measures answers, not the fill.
 */
export interface RunningQueryService {
  child: ChildProcess;
  port: number;
  workers: number;
}

/** One GET on a connection of its own, so the cluster may hand it to any worker. */
const getFresh = (port: number, path: string, headers: Record<string, string>): Promise<{ status: number; worker: string }> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, worker: String(res.headers['x-query-worker'] ?? 'alone') }));
    });
    req.on('error', reject);
    req.end();
  });

export const startQueryService = async (
  dataDir: string,
  workers: number,
  warmPath: string,
  warmHeaders: Record<string, string>,
): Promise<RunningQueryService> => {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_SECRET,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    QUERY_WORKERS: String(workers),
  };
  // The node options of `npm start` (bench/lib/platform.ts), so the two shapes differ only in their processes.
  const child = await startNode(
    join(import.meta.dirname, '../../platform/src/services/queryService.ts'),
    env,
    `http://127.0.0.1:${port}/health`,
    ['--max-semi-space-size=32'],
  );
  const warmed = new Set<string>();
  const deadline = Date.now() + 600_000;
  while (warmed.size < workers) {
    if (Date.now() > deadline) throw new Error(`only ${warmed.size} of ${workers} query workers answered the list`);
    const reply = await getFresh(port, warmPath, warmHeaders).catch(() => null);
    if (reply?.status === 200) warmed.add(reply.worker);
  }
  return { child, port, workers };
};

export const stopQueryService = (service: RunningQueryService): Promise<void> => stop(service.child);

/** The process and its children (the cluster's workers), from /proc. */
const processTree = (pid: number): number[] => {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children.flatMap(processTree)];
  } catch {
    return [pid];
  }
};

/**
 * CPU seconds so far of a cluster: its primary (which hands out connections) and its workers, every
 * thread; a single process (QUERY_WORKERS=1) is its own one worker. Null without /proc.
 */
export const clusterCpu = (pid: number): { primary: number; workers: number } | null => {
  const [primary, ...workers] = processTree(pid).map(processCpu);
  if (!primary) return null;
  const total = (cpu: ReturnType<typeof processCpu>) => (cpu ? cpu.main + cpu.others : 0);
  if (workers.length === 0) return { primary: 0, workers: total(primary) };
  return { primary: total(primary), workers: workers.reduce((sum, cpu) => sum + total(cpu), 0) };
};
