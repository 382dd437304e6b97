/**
 * Secrets of the accounts feature, kept out of the event log on purpose: one-time
 * code challenges, the send log behind the rate limits, and refresh-token sessions.
 * Embedded: a SQLite file of its own. Production: MongoDB with TTL indexes.
 */
export interface OtpChallenge {
  /** The challenge's key: the number and the client address together (one code per both). */
  phone: string;
  channel: 'whatsapp' | 'sms';
  /** HMAC of phone and code with a server secret: a leaked table reveals no codes. */
  codeHash: string;
  expiresAtMs: number;
  failedAttempts: number;
}

export interface RefreshSession {
  jti: string;
  family: string;
  userId: string;
  expiresAtMs: number;
}

export type SpendOutcome =
  | { status: 'spent'; session: RefreshSession }
  | { status: 'unknown' }
  | { status: 'reused'; family: string }
  | { status: 'revoked' };

export interface CredentialStore {
  /** Replaces any earlier challenge under the same key: a new send invalidates the old code. */
  putChallenge(challenge: OtpChallenge): Promise<void>;
  getChallenge(phone: string): Promise<OtpChallenge | null>;
  /** Adds one failed try and returns the new count. */
  recordFailedAttempt(phone: string): Promise<number>;
  /** Removes the challenge only if it still has this code hash; true for exactly one of concurrent callers. */
  consumeChallenge(phone: string, codeHash: string): Promise<boolean>;
  deleteChallenge(phone: string): Promise<void>;

  recordSend(keys: readonly string[], atMs: number): Promise<void>;
  countSends(key: string, sinceMs: number): Promise<number>;

  saveRefresh(session: RefreshSession): Promise<void>;
  /** Marks the refresh token used, atomically: of two concurrent spends of one token, one is 'reused'. */
  spendRefresh(jti: string, atMs: number): Promise<SpendOutcome>;
  revokeFamily(family: string, atMs: number): Promise<void>;
  /** Whether the family (a session) was revoked: its access tokens are refused too. */
  isFamilyRevoked(family: string): Promise<boolean>;

  close(): Promise<void>;
}
