import Database from 'better-sqlite3';
import type { CredentialStore, OtpChallenge, RefreshSession, SpendOutcome } from '@sports/command-service/accounts/credentialStore';

/** Embedded credential store: its own SQLite file; expired rows are swept on write. */
export class SqliteCredentialStore implements CredentialStore {
  private readonly db: Database.Database;
  /** Asked by every request of a session this process has not seen lately (SessionCheck): prepared once, not per call. */
  private readonly revoked: Database.Statement<[string]>;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS otp_challenges (
        phone TEXT PRIMARY KEY, channel TEXT NOT NULL, code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL, failed_attempts INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS otp_sends (key TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS otp_sends_key_at ON otp_sends (key, at);
      CREATE TABLE IF NOT EXISTS refresh_sessions (
        jti TEXT PRIMARY KEY, family TEXT NOT NULL, user_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL, spent_at INTEGER);
      CREATE INDEX IF NOT EXISTS refresh_sessions_family ON refresh_sessions (family);
      CREATE TABLE IF NOT EXISTS revoked_families (family TEXT PRIMARY KEY, revoked_at INTEGER NOT NULL);
    `);
    this.revoked = this.db.prepare('SELECT 1 FROM revoked_families WHERE family = ?');
  }

  async putChallenge(c: OtpChallenge): Promise<void> {
    // Pruned by the challenge's own clock, as sends are: with one challenge per number and address
    //, a wall clock ahead of the caller's (tests) would drop other addresses' live codes.
    this.db.prepare('DELETE FROM otp_challenges WHERE expires_at < ?').run(c.expiresAtMs - 86_400_000);
    this.db
      .prepare('INSERT OR REPLACE INTO otp_challenges (phone, channel, code_hash, expires_at, failed_attempts) VALUES (?, ?, ?, ?, ?)')
      .run(c.phone, c.channel, c.codeHash, c.expiresAtMs, c.failedAttempts);
  }

  async getChallenge(phone: string): Promise<OtpChallenge | null> {
    const row = this.db.prepare('SELECT * FROM otp_challenges WHERE phone = ?').get(phone) as
      | { phone: string; channel: 'whatsapp' | 'sms'; code_hash: string; expires_at: number; failed_attempts: number }
      | undefined;
    return row
      ? {
          phone: row.phone,
          channel: row.channel,
          codeHash: row.code_hash,
          expiresAtMs: row.expires_at,
          failedAttempts: row.failed_attempts,
        }
      : null;
  }

  async recordFailedAttempt(phone: string): Promise<number> {
    const row = this.db
      .prepare('UPDATE otp_challenges SET failed_attempts = failed_attempts + 1 WHERE phone = ? RETURNING failed_attempts')
      .get(phone) as { failed_attempts: number } | undefined;
    return row?.failed_attempts ?? 0;
  }

  async consumeChallenge(phone: string, codeHash: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM otp_challenges WHERE phone = ? AND code_hash = ?').run(phone, codeHash).changes === 1;
  }

  async deleteChallenge(phone: string): Promise<void> {
    this.db.prepare('DELETE FROM otp_challenges WHERE phone = ?').run(phone);
  }

  async recordSend(keys: readonly string[], atMs: number): Promise<void> {
    const insert = this.db.prepare('INSERT INTO otp_sends (key, at) VALUES (?, ?)');
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM otp_sends WHERE at < ?').run(atMs - 86_400_000);
      for (const key of keys) insert.run(key, atMs);
    })();
  }

  async countSends(key: string, sinceMs: number): Promise<number> {
    return this.db.prepare('SELECT count(*) FROM otp_sends WHERE key = ? AND at >= ?').pluck().get(key, sinceMs) as number;
  }

  async saveRefresh(s: RefreshSession): Promise<void> {
    this.db
      .prepare('INSERT INTO refresh_sessions (jti, family, user_id, expires_at) VALUES (?, ?, ?, ?)')
      .run(s.jti, s.family, s.userId, s.expiresAtMs);
  }

  async spendRefresh(jti: string, atMs: number): Promise<SpendOutcome> {
    return this.db
      .transaction((): SpendOutcome => {
        const row = this.db.prepare('SELECT * FROM refresh_sessions WHERE jti = ?').get(jti) as
          | { jti: string; family: string; user_id: string; expires_at: number; spent_at: number | null }
          | undefined;
        if (!row) return { status: 'unknown' };
        if (this.revoked.get(row.family)) return { status: 'revoked' };
        if (row.spent_at !== null) return { status: 'reused', family: row.family };
        this.db.prepare('UPDATE refresh_sessions SET spent_at = ? WHERE jti = ?').run(atMs, jti);
        return { status: 'spent', session: { jti: row.jti, family: row.family, userId: row.user_id, expiresAtMs: row.expires_at } };
      })
      .immediate();
  }

  async revokeFamily(family: string, atMs: number): Promise<void> {
    this.db.prepare('INSERT OR IGNORE INTO revoked_families (family, revoked_at) VALUES (?, ?)').run(family, atMs);
  }

  async isFamilyRevoked(family: string): Promise<boolean> {
    return this.revoked.get(family) !== undefined;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
