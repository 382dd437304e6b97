import type Database from 'better-sqlite3';
import { readFileSync, statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import { StorageUnavailableError, storageFaultOf } from '@sports/contracts';

/** How often a store whose writes failed tries a write of its own, so it recovers with no command arriving. */
const PROBE_EVERY_MS = 2_000;
/** Below this much free space the file system counts as full, whatever a small probe write manages. */
const PROBE_FREE_BYTES = 1024 * 1024;
/** The probe writes this much (64 KiB: pages the log would need next), then deletes it. */
const PROBE_BYTES = 64 * 1024;

/**
 * Test only (platform/src/robustness/fullDisk.spec.ts, when it cannot mount a small file system):
 * a file holding SQLite's max_page_count for this connection, read before every write. A limit
 * makes SQLite fail with SQLITE_FULL exactly as a full disk does; raising it is space returning.
 */
const PAGE_LIMIT_FILE_ENV = 'SPORTS_TEST_EVENT_LOG_PAGE_LIMIT_FILE';

/**
 * A full or failing disk is a condition, not a crash. A failed write sets it
 * (with a short reason for /ready); the next write that succeeds clears it, and so does a probe
 * every two seconds (a committed 64 KiB write, with at least 1 MiB free), since while /ready
 * says 503 no traffic may come to succeed.
 */
export class StorageWatch {
  private fault: { reason: string; since: number } | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Passed on to the event log's writer thread, which applies the same limit to its connection. */
  readonly pageLimitFile = process.env[PAGE_LIMIT_FILE_ENV];
  private readonly probeWrite;
  private readonly probeClear;

  constructor(
    private readonly db: Database.Database,
    private readonly file: string,
    private readonly probeEveryMs = PROBE_EVERY_MS,
  ) {
    db.exec('CREATE TABLE IF NOT EXISTS storage_probe (id INTEGER PRIMARY KEY, filler BLOB NOT NULL)');
    this.probeWrite = db.prepare(`INSERT OR REPLACE INTO storage_probe (id, filler) VALUES (1, zeroblob(${PROBE_BYTES}))`);
    this.probeClear = db.prepare('DELETE FROM storage_probe');
    this.beforeWrite();
  }

  get problem(): string | null {
    return this.fault === null ? null : `storage: ${this.fault.reason}`;
  }

  beforeWrite(): void {
    if (this.pageLimitFile === undefined) return;
    const limit = Number(readFileSync(this.pageLimitFile, 'utf8').trim());
    // SQLite never sets it below the pages the file already has: "1" means "full as of now".
    if (Number.isInteger(limit) && limit > 0) this.db.pragma(`max_page_count = ${limit}`);
  }

  /** What a failed write should throw: StorageUnavailableError for the storage's failures (and the condition set), the error itself otherwise. */
  failed(error: unknown): unknown {
    const reason = storageFaultOf(error);
    if (reason === null) return error;
    // One line when the condition starts and one when it ends, not one per refused command.
    if (this.fault === null) console.warn(`Event log ${this.file}: writes fail (${reason}); commands get 503 until a write succeeds`);
    this.fault = { reason, since: this.fault?.since ?? Date.now() };
    this.timer ??= setInterval(() => this.probe(), this.probeEveryMs);
    this.timer.unref();
    return error instanceof StorageUnavailableError ? error : new StorageUnavailableError(reason);
  }

  succeeded(): void {
    if (this.fault === null) return;
    console.warn(`Event log ${this.file}: writes succeed again after ${Math.round((Date.now() - this.fault.since) / 1000)} s`);
    this.fault = null;
    this.stopProbe();
  }

  private probe(): void {
    try {
      this.beforeWrite();
      const space = statfsSync(dirname(this.file));
      if (space.bavail * space.bsize < PROBE_FREE_BYTES) return; // still full
      this.probeWrite.run();
      this.probeClear.run();
      this.succeeded();
    } catch (error) {
      const reason = storageFaultOf(error);
      if (reason !== null && this.fault) this.fault.reason = reason;
    }
  }

  private stopProbe(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  stop(): void {
    this.stopProbe();
  }
}
