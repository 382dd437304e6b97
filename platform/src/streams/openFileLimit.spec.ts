import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMaxOpenStreams, openFileLimit } from './openFileLimit';

/** docs/adr/0119-event-stream-caps.md: MAX_OPEN_STREAMS by default stays at half the open-file limit at most. */
describe('the default ceiling on open streams', () => {
  it('reads the soft open-file limit from /proc/self/limits', () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    const file = join(dir, 'limits');
    writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n',
    );
    expect(openFileLimit(file)).toBe(1024);
    expect(openFileLimit(join(dir, 'missing'))).toBeNull();
  });

  it('is 5,000, or half the limit where that is lower', () => {
    expect(defaultMaxOpenStreams(1_048_576)).toBe(5_000);
    expect(defaultMaxOpenStreams(1_024)).toBe(512);
    expect(defaultMaxOpenStreams(null)).toBe(5_000);
    // This machine's own limit, as the platform reads it at start.
    const limit = openFileLimit();
    if (limit !== null) expect(defaultMaxOpenStreams()).toBeLessThanOrEqual(limit / 2);
  });
});
