import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gameListProjection } from '@sports/projections';
import type { GameDocument, RecordedEvent } from '@sports/contracts';
import { LiveGameIndex } from '../../query-service/src/games/live/liveGameIndex';
import { benchGame } from './benchGames';
import { peakRssBytes, resetPeakRss, settledMemory } from './memory';

/**
 * A game's document as the games projection makes it from the history bench:scale's log holds
 * for it (bench/lib/seedGames.ts): GameCreated, the host's join, then each other player's join
 * (a request to join a private game). Through JSON, as the index gets it from the store.
 */
export const gameDocumentOf = (i: number, nowMs: number): GameDocument => {
  const { activityId, host, details, others, createdAtMs } = benchGame(i, nowMs);
  const evolve = (doc: GameDocument | null, type: string, data: unknown, atMs: number) =>
    gameListProjection.evolve(doc, { type, data, metadata: { time: new Date(atMs).toISOString() } } as unknown as RecordedEvent);
  let doc = evolve(null, 'GameCreated', { activityId, host, details }, createdAtMs);
  doc = evolve(doc, 'PlayerJoinedGame', { activityId, participant: host }, createdAtMs);
  others.forEach((participant, k) => {
    const type = details.privacy === 'private' ? 'JoinRequested' : 'PlayerJoinedGame';
    doc = evolve(doc, type, { activityId, participant }, createdAtMs + (k + 1) * 3_600_000);
  });
  return JSON.parse(JSON.stringify(doc)) as GameDocument;
};

/** What the live index of `games` games holds, measured in the process that built it. */
export interface LiveIndexMemory {
  games: number;
  /** Heap and Buffer bytes reachable after the build less before, after full collections. */
  heapBytes: number;
  externalBytes: number;
  /** V8's heap as reserved after less before: the heap's pages kept beside the objects. */
  heapTotalBytes: number;
  /** Resident memory after less before (what the operating system gives the process for it). */
  rssBytes: number;
  /** The process's resident peak while it built the index (the documents' garbage included); null without /proc. */
  peakRssBytes: number | null;
  /** The reply bytes the games hold (LiveGame.json), part of externalBytes. */
  jsonBytes: number;
  /** Places of public games in start orders (each in up to six, cells.ts). */
  orderEntries: number;
  buildSeconds: number;
}

/** Builds an index of `games` bench games as a catch-up does (bulk), sorted as queries leave it, and weighs it. */
export const weighLiveIndex = (games: number, nowMs: number): { index: LiveGameIndex; memory: LiveIndexMemory } => {
  const before = settledMemory();
  resetPeakRss();
  const t0 = performance.now();
  const index = new LiveGameIndex();
  for (let i = 0; i < games; i++) {
    const doc = gameDocumentOf(i, nowMs);
    index.put(doc.id, doc, true);
  }
  const held = index.settle();
  const buildSeconds = (performance.now() - t0) / 1000;
  const peak = peakRssBytes();
  const after = settledMemory();
  return {
    index,
    memory: {
      games: held.games,
      heapBytes: after.heapUsed - before.heapUsed,
      externalBytes: after.external - before.external,
      heapTotalBytes: after.heapTotal - before.heapTotal,
      rssBytes: after.rss - before.rss,
      peakRssBytes: peak,
      jsonBytes: held.jsonBytes,
      orderEntries: held.orderEntries,
      buildSeconds,
    },
  };
};

/**
 * The same in a fresh Node process (bench/lib/memoryLiveIndexChild.ts), so nothing a benchmark
 * did before (a rebuild's heap, its freed pages) is counted for or against the index.
 */
export const weighLiveIndexInChild = (games: number, nowMs: number): Promise<LiveIndexMemory> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'memoryLiveIndexChild.ts')], {
      env: { ...process.env, MEMORY_GAMES: String(games), MEMORY_NOW_MS: String(nowMs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let result: LiveIndexMemory | undefined;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) result = JSON.parse(line) as LiveIndexMemory;
    });
    child.on('error', reject);
    child.on('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`the index's weighing exited with ${code}`))));
  });
