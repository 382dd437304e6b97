/**
 * `npm run bench:test-stack`: what a spec pays for the platform it talks to. Boots the in-memory
 * test stack (@sports/testing/testStack: event log in memory, read models in SQLite :memory:, projector
 * inline) and, in the same run, the platform on temporary files (testPlatform.ts: SQLite files, the
 * event log's writer thread, the projector's worker thread), each RUNS times: the boot, a first write
 * and its read (a game created, then read back), and the close. HTTP specs boot one per file or per test.
 */
import { fmt, printTable, verdict } from './lib/report';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { createGame } from '@sports/testing/http/fixtures';

const RUNS = Number(process.env.BENCH_TEST_STACK_RUNS ?? 8);
/** The in-memory stack should cost at most this share of the file-backed platform's boot-to-first-read. */
const TARGET_SHARE = 0.25;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const measure = async (start: () => Promise<TestPlatform>) => {
  const boot: number[] = [];
  const firstRead: number[] = [];
  const close: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const platform = await start();
    const t1 = performance.now();
    const token = await platform.tokenFor('host');
    const { activityId } = await createGame(platform, token);
    const read = await platform.request('GET', `/api/vm/activities/${activityId}`, { token });
    if (read.status !== 200) throw new Error(`the game written was not read back: ${read.status}`);
    const t2 = performance.now();
    await platform.close();
    boot.push(t1 - t0);
    firstRead.push(t2 - t1);
    close.push(performance.now() - t2);
  }
  return { boot: median(boot), firstRead: median(firstRead), close: median(close) };
};

// One boot first, so the module graph's first import and compile is counted against neither.
await (await startTestStack()).close();
const files = await measure(startTestPlatform);
const memory = await measure(startTestStack);
const total = (m: typeof files) => m.boot + m.firstRead + m.close;
console.log(`Test stack benchmark: ${RUNS} boots of each, medians`);
const row = (name: string, m: typeof files, target: string, met: string) => [
  name,
  `boot ${fmt(m.boot)} ms, first write+read ${fmt(m.firstRead)} ms, close ${fmt(m.close)} ms (${fmt(total(m))} ms)`,
  target,
  met,
];
printTable([
  row('platform on temporary files (startTestPlatform)', files, '-', 'comparison'),
  row(
    'in-memory stack (startTestStack)',
    memory,
    `≤ ${fmt(TARGET_SHARE * 100)} % of the file-backed (${fmt(TARGET_SHARE * total(files))} ms)`,
    verdict(total(memory) <= TARGET_SHARE * total(files)),
  ),
]);
