#!/usr/bin/env node
// npm test: the type check, the three lint checks (package.json "lint:*") and vitest, all started at once.
// The machine has two cores and vitest alone keeps both busy, but the type check and ESLint are one process on
// one core each and end at different times: run one after the other, they left a core idle for most of a minute
// (docs/operations.md "How long npm test takes"). Side by side, the suite's wall time is its CPU time over the cores.
// The checks keep their output until they end, so they never interleave with vitest, which writes as it goes.
// A check that fails stops vitest at once, so a broken tree fails fast. The run ends with each stage's wall time
// and the exit code of the first stage that failed.
// Arguments are passed on to vitest: `npm test -- --project shared-graph`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts ?? {};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const checks = ['typecheck', 'lint:eslint', 'lint:format', 'lint:deps']
  .filter((name) => scripts[name])
  .map((name) => ({ name, command: npm, args: ['run', '--silent', name] }));
// vitest's own binary rather than npx, so that a stop signal reaches vitest itself, which ends its workers.
const vitest = { name: 'vitest', command: 'node_modules/.bin/vitest', args: ['run', ...process.argv.slice(2)], live: true };

const children = new Map();

/**
 * Each stage runs in a process group of its own (detached), so stopping it reaches what `npm run` started under it
 * (ESLint, tsc): a SIGTERM to npm alone left them running, and their pipes kept the run open to the end.
 */
const stop = (child, signal = 'SIGTERM') => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has ended already.
  }
};
// Ctrl-C reaches only the foreground group, which the stages have left: pass it on, then end.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    for (const child of children.values()) stop(child, signal);
    process.exit(code);
  });
}
/** The stage that failed first; the others still running are stopped, not failed. */
let firstFailure = null;

/** Runs one stage; resolves with its wall time and exit code. */
const run = (stage) =>
  new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(stage.command, stage.args, { stdio: stage.live ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: true });
    children.set(stage.name, child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      children.delete(stage.name);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const code = status ?? (signal ? 1 : 0);
      if (code !== 0 && firstFailure === null) {
        // The first failure ends the rest: a red tree needs no twenty minutes of vitest to say so.
        firstFailure = stage.name;
        for (const other of children.values()) stop(other);
      }
      const stopped = code !== 0 && firstFailure !== stage.name;
      if (!stage.live) {
        console.log(`\n── ${stage.name} (${code === 0 ? 'passed' : stopped ? 'stopped' : `failed, exit ${code}`}) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ stage: stage.name, seconds, code, stopped });
    });
  });

const started = process.hrtime.bigint();
console.log(`\n── ${[...checks, vitest].map((stage) => stage.name).join(' + ')}, side by side ──`);
const times = await Promise.all([...checks, vitest].map(run));

const wall = Number(process.hrtime.bigint() - started) / 1e9;
console.log('\nnpm test: wall time per stage (all started together)');
for (const t of times) {
  const note = t.code === 0 ? '' : t.stopped ? '  (stopped: another stage failed)' : `  (failed, exit ${t.code})`;
  console.log(`  ${t.stage.padEnd(12)} ${t.seconds.toFixed(1).padStart(8)} s${note}`);
}
console.log(`  ${'total'.padEnd(12)} ${wall.toFixed(1).padStart(8)} s`);
const failed = times.find((t) => t.stage === firstFailure);
if (failed) process.exit(failed.code);
