import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const dataDir = mkdtempSync(join(tmpdir(), 'query-workers-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('QUERY_WORKERS (docs/adr/0132-query-workers.md)', () => {
  it('is one process unless set, and the number set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).queryWorkers).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, QUERY_WORKERS: '2' }).queryWorkers).toBe(2);
  });

  it.each(['0', '1.5', 'two', '65', ''])('refuses %j, naming the variable and what it takes', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, QUERY_WORKERS: value })).toThrow(
      'Invalid configuration: QUERY_WORKERS: must be a whole number of processes, 1 to 64',
    );
  });
});
