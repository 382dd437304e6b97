/**
 * Where the live projector's writes go under bench:write's JoinGame load: which tables and indexes
 * the read-model commits dirty, counted from the frames of the read models' write-ahead log.
 *   node --import tsx bench/tools/walFrames.ts
 * While the load runs, the WAL is read every 300 ms and each frame's page number kept once (a frame
 * is known by the log's salt and its place): a sample, since the log starts over after each
 * checkpoint (every 2 MB, docs/adr/0140-read-model-checkpoints-every-2-mb.md). After the platform
 * stops, SQLite's dbstat names the table or index each page belongs to. Also printed: the bytes every thread of the platform wrote
 * an accepted command (/proc/<pid>/task/<tid>/io), the read models' commits among them.
 * A page dirtied by a commit is written whole into the WAL (8 KB here), then again into the file
 * by a checkpoint: an index entry added by every join costs about a page of each in a batch.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { prepareJoinGame } from '../lib/joinGameLoad';
import { runLoad } from '../lib/load';
import { benchTokens, startPlatform } from '../lib/platform';
import { stop } from '../lib/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CLIENTS = 64;
const WAL_HEADER = 32;
const FRAME_HEADER = 24;

const root = join(import.meta.dirname, '../.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'wal-frames-'));
const readModels = join(dataDir, 'read-models.sqlite');

/** Bytes written so far by each thread of a process (write calls of every kind: files and sockets). */
const bytesByThread = (pid: number): Map<string, number> =>
  new Map(
    readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
      try {
        return [[tid, Number(/wchar:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/task/${tid}/io`, 'utf8'))![1])] as const];
      } catch {
        return []; // a thread that ended meanwhile
      }
    }),
  );

/** Page numbers of the WAL's current frames, each frame once: `seen` holds "salt:index". */
const collectFrames = (seen: Set<string>, pages: number[]): void => {
  let wal: Buffer;
  try {
    wal = readFileSync(`${readModels}-wal`);
  } catch {
    return; // between a checkpoint's truncation and the next commit
  }
  if (wal.length < WAL_HEADER) return;
  const pageSize = wal.readUInt32BE(8);
  const salts = `${wal.readUInt32BE(16)}.${wal.readUInt32BE(20)}`;
  for (let at = WAL_HEADER, index = 0; at + FRAME_HEADER + pageSize <= wal.length; at += FRAME_HEADER + pageSize, index++) {
    // Frames left from before the log started over carry the old salts: the current log ends there.
    if (`${wal.readUInt32BE(at + 8)}.${wal.readUInt32BE(at + 12)}` !== salts) break;
    const key = `${salts}:${index}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pages.push(wal.readUInt32BE(at));
  }
};

const { child, port } = await startPlatform(dataDir);
const pages: number[] = [];
let requests = 0;
let threadBytes: Array<[string, number]> = [];
try {
  const next = await prepareJoinGame(port, benchTokens(), CLIENTS, Math.ceil((4_000 * SECONDS) / CLIENTS));
  const before = bytesByThread(child.pid!);
  const seen = new Set<string>();
  let loading = true;
  const load = runLoad({ port, clients: CLIENTS, seconds: SECONDS, next }).finally(() => (loading = false));
  while (loading) {
    collectFrames(seen, pages);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const result = await load;
  requests = result.statusCounts['200'] ?? 0;
  const after = bytesByThread(child.pid!);
  threadBytes = [...after].map(([tid, bytes]) => [tid, bytes - (before.get(tid) ?? 0)] as [string, number]).sort((a, b) => b[1] - a[1]);
} finally {
  await stop(child);
}

const db = new Database(readModels, { readonly: true });
const owner = new Map<number, string>();
for (const row of db.prepare('SELECT name, pageno FROM dbstat').iterate() as Iterable<{ name: string; pageno: number }>)
  owner.set(row.pageno, row.name);
db.close();
rmSync(dataDir, { recursive: true, force: true });

const byOwner = new Map<string, number>();
for (const page of pages) {
  const name = owner.get(page) ?? '(freed since)';
  byOwner.set(name, (byOwner.get(name) ?? 0) + 1);
}
console.log(
  `${requests.toLocaleString('en')} joins accepted in ${SECONDS} s; ${pages.length.toLocaleString('en')} read-model WAL frames sampled`,
);
console.log('\nframes by table or index (share of those sampled)');
for (const [name, count] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${((100 * count) / pages.length).toFixed(1).padStart(6)} %  ${name}`);
console.log('\nbytes written an accepted join, by thread (the read models are written by the projector thread)');
for (const [tid, bytes] of threadBytes.filter(([, b]) => b / Math.max(1, requests) >= 100))
  console.log(
    `${Math.round(bytes / Math.max(1, requests))
      .toLocaleString('en')
      .padStart(8)} B  thread ${tid}`,
  );
