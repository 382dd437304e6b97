import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteCredentialStore } from '@sports/adapters/credentials/sqliteCredentialStore';
import { SqliteEventStore, newEventId } from '@sports/event-store';

/** Test helpers of backup.spec.ts and restore.spec.ts: the tools run as the operator runs them, as child processes. */
export const repoRoot = join(import.meta.dirname, '../..');

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `${prefix}-`));

export interface RunningTool {
  child: ChildProcess;
  stderr: () => string;
  /** Resolves when stderr has printed a line matching `pattern`. */
  waitForStderr(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** A tool of tools/src by its `<tool>Cli.ts` file: `npm run backup`, `npm run time-travel` (timeTravel), ... */
export type Tool = 'backup' | 'restore' | 'replay' | 'rebuild' | 'export' | 'timeTravel';

/** `npm run <tool> -- ...` as a child process (node --import tsx, what the npm scripts run). */
export const startTool = (tool: Tool, args: string[], env: Record<string, string> = {}): RunningTool => {
  const { EVENTSTORE_URL: _e, MONGODB_URL: _m, DATA_DIR: _d, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `tools/src/${tool}Cli.ts`, ...args], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const listener of listeners) listener();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return {
    child,
    stderr: () => stderr,
    exited,
    waitForStderr: (pattern, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(stderr)) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no ${pattern} on stderr within ${timeoutMs} ms:\n${stderr}`));
        }, timeoutMs);
        listeners.add(check);
        void exited.then(() => {
          if (!pattern.test(stderr)) {
            listeners.delete(check);
            clearTimeout(timer);
            reject(new Error(`exited without ${pattern} on stderr:\n${stderr}`));
          }
        });
        check();
      }),
  };
};

export const runTool = (tool: Tool, args: string[], env: Record<string, string> = {}) => startTool(tool, args, env).exited;

/** A data directory as the platform leaves it (log and credential store), without starting one: `games` streams of `perGame` events. */
export const makeDataDir = async (games: number, perGame = 4): Promise<string> => {
  const dir = tempDir('backup-data');
  const events = new SqliteEventStore(join(dir, 'events.sqlite'));
  const credentials = new SqliteCredentialStore(join(dir, 'accounts.sqlite'));
  const metadata = {
    commandId: 'c',
    commandHash: 'h',
    causationId: 'c',
    correlationId: 'c',
    userId: 'host',
    time: '2026-11-20T10:00:00.000Z',
    schemaVersion: 1,
  };
  // Padding makes the file large enough to take several backup steps of one page.
  const note = 'x'.repeat(400);
  await Promise.all(
    Array.from({ length: games }, (_, g) =>
      events.appendToStream(
        `game-g${g}`,
        Array.from({ length: perGame }, (_, i) => ({
          id: newEventId(),
          type: i === 0 ? 'GameCreated' : 'PlayerJoinedGame',
          data: { g, i, note },
          metadata,
        })),
        { expectedRevision: 'no_stream' },
      ),
    ),
  );
  await credentials.saveRefresh({ jti: 'jti-1', family: 'family-1', userId: 'host', expiresAtMs: Date.parse('2027-11-20T10:00:00Z') });
  await events.close();
  await credentials.close();
  return dir;
};
