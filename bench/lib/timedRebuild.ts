import { rmSync } from 'node:fs';
import { SqliteEventStore } from '@sports/event-store';
import { ProjectionRunner, SqliteDocumentStore, allProjections, type AnyProjection } from '@sports/projections';
import type { Projector } from '@sports/projections';
import { ProjectorThread } from '@sports/platform/projector/projectorThread';
import { ProjectorThreads } from '@sports/platform/projector/projectorThreads';
import { projectorGroups } from '@sports/platform/projector/projectorGroups';
import { peakRssBytes, resetPeakRss, settledMemory } from './memory';

export interface TimedRebuild {
  events: number;
  /** The projector threads it ran on (the platform's way); 0: in this thread (a profile sees it all). */
  threads: number;
  perSecond: number;
  cpuMicrosPerEvent: number;
  /** The process's resident memory when the rebuild began, and its peak until the rebuild ended (every thread counted). */
  rssAtStartBytes: number;
  /** Null without /proc; the process's whole-life peak where the peak could not be started afresh (peakFromStart false). */
  peakRssBytes: number | null;
  peakFromStart: boolean;
}

/**
 * Rebuilds read models from the start of the log into a read store that does not exist yet (its
 * file and WAL deleted first), as the platform does on its first start: wall time and this
 * process's CPU time (every thread's), from the runner's start until it has applied the head and
 * built the indexes; and the process's resident peak over the same span (bench/lib/memory.ts).
 * With `threads` (1 or 2) it runs as the platform's rebuild does: in that many projector worker
 * threads, the read models split between them (platform/src/projector/projectorGroups.ts), each
 * with its own connections; process.cpuUsage counts every thread. Without, in this thread.
 */
export const timedRebuild = async (
  eventsFile: string,
  readModelsFile: string,
  projections: readonly AnyProjection[] = allProjections,
  threads = 0,
): Promise<TimedRebuild> => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${readModelsFile}${suffix}`, { force: true });
  const events = new SqliteEventStore(eventsFile);
  const documents = new SqliteDocumentStore(readModelsFile);
  const head = await events.headPosition();
  const files = { eventsFile, readModelsFile };
  const start = async (): Promise<Projector & { stop(graceMs?: number): Promise<void> }> => {
    if (threads <= 0) {
      const runner = new ProjectionRunner(events, documents, projections);
      await runner.start();
      return runner;
    }
    const groups = projectorGroups(projections, threads);
    // No merge into one thread: the rebuild ends with the threads' stop, as the platform's does before it merges.
    if (groups.length > 1) return ProjectorThreads.start(files, { groups, mergeAt: null });
    return ProjectorThread.start({ ...files, projections: groups[0] });
  };
  // What the process held before (a log just written, say) collected first, so the peak is the rebuild's.
  const rssAtStartBytes = settledMemory().rss;
  const peakFromStart = resetPeakRss();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const runner = await start();
  await runner.waitFor(head, 3_600_000);
  // Until the indexes are built too (the rebuild's end, in stop): the ceiling builds them as well.
  // A projector thread is given the time for them (its default grace of 10 s cut them short).
  await runner.stop(3_600_000);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const peak = peakRssBytes();
  await events.close();
  await documents.close();
  const replayed = Number(head ?? 0n);
  return {
    events: replayed,
    threads: Math.max(0, threads),
    perSecond: replayed / seconds,
    cpuMicrosPerEvent: (cpu.user + cpu.system) / replayed,
    rssAtStartBytes,
    peakRssBytes: peak,
    peakFromStart,
  };
};
