import { readFileSync, readdirSync } from 'node:fs';
import { fmt } from './report';

/** Linux accounts CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

export interface ProcessCpu {
  /** CPU seconds of the main thread (the one that serves HTTP). */
  main: number;
  /** CPU seconds of every other thread: worker threads (the projector), the thread pool, the garbage collector's helpers. */
  others: number;
}

/** utime + stime of one /proc stat line; the command name in parentheses may hold spaces. */
const ticksOf = (stat: string): number => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/** CPU seconds used so far by a process's threads, from /proc; null where there is no /proc. */
export const processCpu = (pid: number): ProcessCpu | null => {
  try {
    let main = 0;
    let others = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const seconds = ticksOf(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')) / TICKS_PER_SECOND;
      if (Number(tid) === pid) main += seconds;
      else others += seconds;
    }
    return { main, others };
  } catch {
    return null;
  }
};

/** This process's own CPU seconds (the load tool runs here). */
export const ownCpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** A snapshot of where CPU time stands: the server's threads and this process (the load tool). */
export interface CpuSnapshot {
  server: ProcessCpu | null;
  load: number;
}

export const cpuSnapshot = (serverPid: number): CpuSnapshot => ({ server: processCpu(serverPid), load: ownCpuSeconds() });

export interface CpuPerRequest {
  serverMain: number;
  serverOthers: number;
  loadTool: number;
}

/** CPU microseconds per request spent by each party between two snapshots; null without /proc. */
export const cpuPerRequest = (before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuPerRequest | null => {
  if (!before.server || !after.server || requests === 0) return null;
  const per = (seconds: number) => (seconds * 1e6) / requests;
  return {
    serverMain: per(after.server.main - before.server.main),
    serverOthers: per(after.server.others - before.server.others),
    loadTool: per(after.load - before.load),
  };
};

/** CPU seconds so far of each of a process's threads, by thread id, with the thread's name (/proc's comm). */
export const threadCpu = (pid: number): Map<number, { name: string; seconds: number }> => {
  const threads = new Map<number, { name: string; seconds: number }>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      threads.set(Number(tid), {
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        seconds: ticksOf(stat) / TICKS_PER_SECOND,
      });
    }
  } catch {
    // the process or a thread ended meanwhile: what was read so far
  }
  return threads;
};

/** CPU µs per request of each thread between two threadCpu readings, the busiest first (threads that used none left out). */
export const threadCpuPerRequest = (
  before: Map<number, { name: string; seconds: number }>,
  after: Map<number, { name: string; seconds: number }>,
  requests: number,
): Array<{ tid: number; name: string; micros: number }> =>
  [...after]
    .map(([tid, { name, seconds }]) => ({ tid, name, micros: ((seconds - (before.get(tid)?.seconds ?? 0)) * 1e6) / requests }))
    .filter((t) => t.micros > 0)
    .sort((a, b) => b.micros - a.micros);

/**
 * `main 226, node:16130 182, …`: threadCpuPerRequest's figures, the busiest first; the main thread is the one whose id is
 * the process's (workers are named by Node or not at all, so the others are told apart by their ids).
 */
export const threadCpuLine = (threads: ReturnType<typeof threadCpuPerRequest>, pid: number, most = 8): string =>
  threads
    .slice(0, most)
    .map((t) => `${t.tid === pid ? 'main' : `${t.name}:${t.tid}`} ${fmt(t.micros)}`)
    .join(', ');
