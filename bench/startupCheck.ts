/**
 * `npm run bench:startup-check` (docs/adr/0115-damaged-sqlite-files.md): what checking
 * the embedded SQLite files at every start costs. On a read-model file of about 100 MB (orders as
 * their projection leaves them): the header check, SQLite's quick_check and, for comparison, the
 * full integrity_check; beside the floor of any check that reads the whole file, the same file read
 * end to end in the same run.
 */
import { closeSync, mkdirSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { checkSqliteFile } from '@sports/platform/embeddedFiles/sqliteFileCheck';
import { fmt, printTable, verdict } from './lib/report';
import { seedOrders } from './lib/seedOrders';

const ORDERS = Number(process.env.BENCH_CHECK_ORDERS ?? 20_000);
const RUNS = Number(process.env.BENCH_CHECK_RUNS ?? 3);
/** The start may spend this long per 100 MB on a check (a rebuild of that much takes minutes). */
const TARGET_MS_PER_100_MB = 2_000;

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'startup-check-'));
const file = join(dataDir, 'read-models.sqlite');
try {
  const t0 = performance.now();
  await seedOrders(file, ORDERS, Date.now());
  const bytes = statSync(file).size;
  const mb = bytes / 1_048_576;
  console.log(
    `Startup check benchmark: ${fmt(ORDERS)} orders, ${fmt(mb, 1)} MB written in ${fmt((performance.now() - t0) / 1000, 1)} s, ${RUNS} runs each (median)`,
  );

  const median = (f: () => void) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      f();
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  };
  const readWhole = () => {
    const buffer = Buffer.alloc(1 << 20);
    const fd = openSync(file, 'r');
    try {
      while (readSync(fd, buffer, 0, buffer.length, null) > 0);
    } finally {
      closeSync(fd);
    }
  };
  const pragma = (name: string) => () => {
    const db = new Database(file, { readonly: true });
    try {
      db.pragma(name);
    } finally {
      db.close();
    }
  };
  const floor = median(readWhole);
  const whole = median(() => {
    if (!checkSqliteFile(file).ok) throw new Error('the seeded file fails its check');
  });
  const quick = median(pragma('quick_check'));
  const integrity = median(pragma('integrity_check'));
  const per100 = (ms: number) => (ms / mb) * 100;
  printTable([
    ['file read end to end (floor of any whole-file check)', `${fmt(floor)} ms (${fmt(per100(floor))} ms/100 MB)`, '-', 'ceiling'],
    [
      'start check: header + quick_check (checkSqliteFile)',
      `${fmt(whole)} ms (${fmt(per100(whole))} ms/100 MB)`,
      `≤ ${fmt(TARGET_MS_PER_100_MB)} ms/100 MB`,
      verdict(per100(whole) <= TARGET_MS_PER_100_MB),
    ],
    ['PRAGMA quick_check alone', `${fmt(quick)} ms`, '-', 'for comparison'],
    ['PRAGMA integrity_check (indexes against tables too)', `${fmt(integrity)} ms`, '-', 'for comparison'],
  ]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
