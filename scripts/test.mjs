#!/usr/bin/env node
// npm test: the type check, then lint, then vitest, in that order. It stops at the first stage that
// fails, with that stage's exit code, and ends with a table of each stage's wall time, so a slow CI run
// says where its minutes went (docs/operations.md "How long npm test takes").
// Arguments are passed on to vitest: `npm test -- --project shared-graph`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts ?? {};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const stages = [
  { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
  // Lint joins when the repository defines it (package.json "lint").
  ...(scripts.lint ? [{ name: 'lint', command: npm, args: ['run', '--silent', 'lint'] }] : []),
  { name: 'vitest', command: 'npx', args: ['vitest', 'run', ...process.argv.slice(2)] },
];

const times = [];
let failed = null;
for (const stage of stages) {
  console.log(`\n── ${stage.name} ──`);
  const started = process.hrtime.bigint();
  const result = spawnSync(stage.command, stage.args, { stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const code = result.status ?? (result.signal ? 1 : 0);
  times.push({ stage: stage.name, seconds, code });
  if (code !== 0) {
    failed = { stage: stage.name, code };
    break;
  }
}

const total = times.reduce((sum, t) => sum + t.seconds, 0);
console.log('\nnpm test: wall time per stage');
for (const t of times)
  console.log(`  ${t.stage.padEnd(10)} ${t.seconds.toFixed(1).padStart(8)} s${t.code === 0 ? '' : `  (failed, exit ${t.code})`}`);
console.log(`  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(8)} s`);
for (const skipped of stages.slice(times.length)) console.log(`  ${skipped.name.padEnd(10)}   not run`);
if (failed) process.exit(failed.code);
