#!/usr/bin/env node
// npm test: the type check and lint side by side (each is one process on one core, and both only
// read the tree), then vitest. It stops after the first step that fails, with that stage's exit code,
// and ends with a table of each stage's wall time, so a slow CI run says where its minutes went
// (docs/operations.md "How long npm test takes").
// Arguments are passed on to vitest: `npm test -- --project shared-graph`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts ?? {};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = [
  [
    { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
    // Lint joins when the repository defines it (package.json "lint").
    ...(scripts.lint ? [{ name: 'lint', command: npm, args: ['run', '--silent', 'lint'] }] : []),
  ],
  [{ name: 'vitest', command: 'npx', args: ['vitest', 'run', ...process.argv.slice(2)], live: true }],
];

/**
 * Runs one stage. A stage that runs beside another keeps its output until it ends, so the two never
 * interleave; vitest, alone, writes as it goes.
 */
const run = (stage) =>
  new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(stage.command, stage.args, { stdio: stage.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (!stage.live) {
        console.log(`\n── ${stage.name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ stage: stage.name, seconds, code: status ?? (signal ? 1 : 0) });
    });
  });

const times = [];
let failed = null;
const started = process.hrtime.bigint();
for (const step of steps) {
  if (step.some((stage) => stage.live)) console.log(`\n── ${step.map((stage) => stage.name).join(' + ')} ──`);
  const results = await Promise.all(step.map(run));
  times.push(...results);
  failed = results.find((result) => result.code !== 0) ?? null;
  if (failed) break;
}

const wall = Number(process.hrtime.bigint() - started) / 1e9;
console.log('\nnpm test: wall time per stage (typecheck and lint run side by side)');
for (const t of times)
  console.log(`  ${t.stage.padEnd(10)} ${t.seconds.toFixed(1).padStart(8)} s${t.code === 0 ? '' : `  (failed, exit ${t.code})`}`);
console.log(`  ${'total'.padEnd(10)} ${wall.toFixed(1).padStart(8)} s`);
const ran = new Set(times.map((t) => t.stage));
for (const skipped of steps.flat().filter((stage) => !ran.has(stage.name))) console.log(`  ${skipped.name.padEnd(10)}   not run`);
if (failed) process.exit(failed.code);
