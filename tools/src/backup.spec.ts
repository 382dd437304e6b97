import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@sports/contracts';
import type { EventStore } from '@sports/event-store';
import { startTestPlatform, type TestPlatform } from '@sports/testing/testPlatform';
import { createGame } from '@sports/testing/http/fixtures';
import { manifestSchema } from './backupFiles';
import { makeDataDir, runTool, startTool, tempDir } from './backupTestKit';

/** Online backups of the embedded default, taken while the platform serves writes. */

const dirs: string[] = [];
const platforms: TestPlatform[] = [];
const track = (dir: string) => (dirs.push(dir), dir);
afterAll(async () => {
  for (const platform of platforms) await platform.close().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const allEvents = async (store: EventStore, upTo: bigint): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  let after: bigint | null = null;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 1000 });
    for (const event of page) if (event.position <= upTo) events.push(event);
    if (page.length < 1000 || page.at(-1)!.position >= upTo) return events;
    after = page.at(-1)!.position;
  }
};

const readManifest = (dir: string) => manifestSchema.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));

describe('npm run backup during a steady write load, then npm run restore', () => {
  it('restores to a platform whose every event up to the manifest head equals the original, and whose read models answer', async () => {
    const dataDir = track(tempDir('backup-live'));
    const original = await startTestPlatform({ dataDir });
    platforms.push(original);
    const host = await original.tokenFor('host');
    const player = await original.tokenFor('player');
    // A refresh session from before the backup: it lives in the credential store, not the log.
    const session = (await (await original.request('POST', '/api/dev/token', { body: { userId: 'early-user' } })).json()) as {
      refreshToken: string;
    };
    for (let i = 0; i < 20; i += 1) expect((await createGame(original, host, { name: `Before ${i}` })).response.status).toBe(201);

    // Steady load: four clients creating and joining games, and new users signing in (the credential store).
    const created: Array<{ activityId: string; position: bigint }> = [];
    let stop = false;
    let acknowledged = 0;
    const client = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const { response, activityId } = await createGame(original, host, { name: `Load ${n}.${i}` });
        expect(response.status).toBe(201);
        created.push({ activityId, position: BigInt(response.headers.get('x-log-position')!) });
        expect((await original.request('PUT', `/api/vm/activities/${activityId}/join`, { token: player, body: {} })).status).toBe(200);
        if (i % 5 === 0)
          expect((await original.request('POST', '/api/dev/token', { body: { userId: `load-user-${n}-${i}` } })).status).toBe(200);
        acknowledged += 2;
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const out = track(tempDir('backup-out'));
    const headAtStart = (await original.eventStore.headPosition())!;
    const acknowledgedAtStart = acknowledged;
    const started = Date.now();
    const backup = await runTool('backup', ['--out', out, '--data-dir', dataDir]);
    const seconds = (Date.now() - started) / 1000;
    const headAtEnd = (await original.eventStore.headPosition())!;
    const acknowledgedDuringBackup = acknowledged - acknowledgedAtStart;
    stop = true;
    await Promise.all(clients);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stderr).toMatch(/events\.sqlite: copied .* integrity ok; [\d,]+ events up to position \d+/);
    expect(backup.stderr).toMatch(/Backup complete in/);

    const manifest = readManifest(out);
    const head = BigInt(manifest.headPosition!);
    console.log(
      `backup under load: ${acknowledgedDuringBackup} commands acknowledged while the tool ran (${seconds.toFixed(1)} s, startup included); ` +
        `log head ${headAtStart} at its start, ${manifest.headPosition} in the copy, ${headAtEnd} at its end`,
    );
    // The copy was taken while writes went on: after the tool started, before it finished.
    expect(head).toBeGreaterThan(headAtStart);
    expect(head).toBeLessThan(headAtEnd);
    expect(acknowledgedDuringBackup).toBeGreaterThan(0);
    expect(manifest.files.map((f) => f.name).sort()).toEqual(['accounts.sqlite', 'events.sqlite', 'jwt-secret']);
    expect(readdirSync(out).sort()).toEqual(['accounts.sqlite', 'events.sqlite', 'jwt-secret', 'manifest.json']);

    await original.settle();
    const originalEvents = await allEvents(original.eventStore, head);
    await original.close();
    platforms.splice(platforms.indexOf(original), 1);

    const restoredDir = track(tempDir('backup-restored'));
    const restore = await runTool('restore', ['--from', out, '--data-dir', restoredDir]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toMatch(/checksums and counts match/);
    expect(existsSync(join(restoredDir, 'read-models.sqlite'))).toBe(false);

    // The restored platform starts on an empty read store and rebuilds every read model from the log.
    const restored = await startTestPlatform({ dataDir: restoredDir });
    platforms.push(restored);
    expect(await restored.eventStore.headPosition()).toBe(head);
    expect(originalEvents).toHaveLength(manifest.eventCount);
    expect(await allEvents(restored.eventStore, head)).toEqual(originalEvents);
    await restored.runner.waitFor(head);
    const before = created.filter((c) => c.position <= head).at(-1)!;
    const detail = await restored.request('GET', `/api/vm/activities/${before.activityId}`, { token: host });
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { data: { participants: string[] } }).data.participants).toContain('host');
    const after = created.find((c) => c.position > head);
    if (after) expect((await restored.request('GET', `/api/vm/activities/${after.activityId}`, { token: host })).status).toBe(404);
    // The credential store and the signing secret came back too: a session from before still refreshes.
    const refreshed = await restored.request('POST', '/api/auth/token/refresh', { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
  }, 240_000);
});

describe('a backup killed at any step leaves nothing restore accepts', () => {
  const steps = [
    { step: 'events-copying', env: { BACKUP_PAGES_PER_STEP: '1' } },
    { step: 'events-copied', env: {} },
    { step: 'manifest-temporary', env: {} },
  ] as const;

  it.each(steps)(
    'SIGKILL at $step: no manifest, and restore refuses the directory',
    async ({ step, env }) => {
      const dataDir = track(await makeDataDir(300));
      const out = track(tempDir('backup-killed'));
      const backup = startTool('backup', ['--out', out, '--data-dir', dataDir], { ...env, BACKUP_TEST_PAUSE_AT: step });
      await backup.waitForStderr(new RegExp(`paused at ${step}`));
      backup.child.kill('SIGKILL');
      const { signal } = await backup.exited;
      expect(signal).toBe('SIGKILL');
      const left = readdirSync(out);
      expect(left).not.toContain('manifest.json');
      if (step === 'events-copying') expect(left).not.toContain('events.sqlite');
      if (step === 'events-copied') expect(left).toContain('events.sqlite');
      if (step === 'manifest-temporary')
        expect(left).toEqual(expect.arrayContaining(['events.sqlite', 'accounts.sqlite', 'manifest.json.partial']));

      const target = track(tempDir('backup-target'));
      const restore = await runTool('restore', ['--from', out, '--data-dir', target]);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toMatch(/Restore refused \(MANIFEST_MISSING\): No manifest\.json in .*not a finished backup/);
      expect(readdirSync(target)).toEqual([]);
    },
    120_000,
  );

  it('the same data backs up completely when nothing stops it (the copy checks out)', async () => {
    const dataDir = track(await makeDataDir(300));
    const out = track(tempDir('backup-whole'));
    const backup = await runTool('backup', ['--out', out, '--data-dir', dataDir], { BACKUP_PAGES_PER_STEP: '16' });
    expect(backup.code, backup.stderr).toBe(0);
    expect(readManifest(out)).toMatchObject({ eventCount: 1200, headPosition: '1200' });
    expect(JSON.parse(backup.stdout)).toMatchObject({ backup: { eventCount: 1200, headPosition: '1200' } });
  }, 120_000);
});
