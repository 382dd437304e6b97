import { MongoClient, type Collection, type Db } from 'mongodb';
import type { CredentialStore, OtpChallenge, RefreshSession, SpendOutcome } from '@sports/command-service/accounts/credentialStore';

interface ChallengeDoc {
  _id: string;
  channel: 'whatsapp' | 'sms';
  codeHash: string;
  expiresAt: Date;
  failedAttempts: number;
}
interface SendDoc {
  key: string;
  at: Date;
}
interface RefreshDoc {
  _id: string;
  family: string;
  userId: string;
  expiresAt: Date;
  spentAt: Date | null;
}
interface RevokedDoc {
  _id: string;
  revokedAt: Date;
}

/** Production credential store: TTL indexes let MongoDB drop expired challenges, sends and sessions by itself. */
export class MongoCredentialStore implements CredentialStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly challenges: Collection<ChallengeDoc>,
    private readonly sends: Collection<SendDoc>,
    private readonly refresh: Collection<RefreshDoc>,
    private readonly revoked: Collection<RevokedDoc>,
  ) {}

  static async connect(url: string, database: string): Promise<MongoCredentialStore> {
    const client = await MongoClient.connect(url);
    const db: Db = client.db(database);
    const store = new MongoCredentialStore(
      client,
      db.collection('otp_challenges'),
      db.collection('otp_sends'),
      db.collection('refresh_sessions'),
      db.collection('revoked_families'),
    );
    await store.challenges.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 86_400 });
    await store.sends.createIndex({ key: 1, at: 1 });
    await store.sends.createIndex({ at: 1 }, { expireAfterSeconds: 86_400 });
    await store.refresh.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await store.revoked.createIndex({ revokedAt: 1 }, { expireAfterSeconds: 400 * 86_400 });
    return store;
  }

  async putChallenge(c: OtpChallenge): Promise<void> {
    await this.challenges.replaceOne(
      { _id: c.phone },
      { channel: c.channel, codeHash: c.codeHash, expiresAt: new Date(c.expiresAtMs), failedAttempts: c.failedAttempts },
      { upsert: true },
    );
  }

  async getChallenge(phone: string): Promise<OtpChallenge | null> {
    const doc = await this.challenges.findOne({ _id: phone });
    return doc
      ? { phone, channel: doc.channel, codeHash: doc.codeHash, expiresAtMs: doc.expiresAt.getTime(), failedAttempts: doc.failedAttempts }
      : null;
  }

  async recordFailedAttempt(phone: string): Promise<number> {
    const doc = await this.challenges.findOneAndUpdate({ _id: phone }, { $inc: { failedAttempts: 1 } }, { returnDocument: 'after' });
    return doc?.failedAttempts ?? 0;
  }

  async consumeChallenge(phone: string, codeHash: string): Promise<boolean> {
    return (await this.challenges.deleteOne({ _id: phone, codeHash })).deletedCount === 1;
  }

  async deleteChallenge(phone: string): Promise<void> {
    await this.challenges.deleteOne({ _id: phone });
  }

  async recordSend(keys: readonly string[], atMs: number): Promise<void> {
    if (keys.length) await this.sends.insertMany(keys.map((key) => ({ key, at: new Date(atMs) })));
  }

  countSends(key: string, sinceMs: number): Promise<number> {
    return this.sends.countDocuments({ key, at: { $gte: new Date(sinceMs) } });
  }

  async saveRefresh(s: RefreshSession): Promise<void> {
    await this.refresh.insertOne({ _id: s.jti, family: s.family, userId: s.userId, expiresAt: new Date(s.expiresAtMs), spentAt: null });
  }

  async spendRefresh(jti: string, atMs: number): Promise<SpendOutcome> {
    // Only the first spend finds spentAt null; a concurrent second one falls through to 'reused'.
    const spent = await this.refresh.findOneAndUpdate({ _id: jti, spentAt: null }, { $set: { spentAt: new Date(atMs) } });
    const doc = spent ?? (await this.refresh.findOne({ _id: jti }));
    if (!doc) return { status: 'unknown' };
    if (await this.revoked.findOne({ _id: doc.family })) return { status: 'revoked' };
    if (!spent) return { status: 'reused', family: doc.family };
    return { status: 'spent', session: { jti, family: doc.family, userId: doc.userId, expiresAtMs: doc.expiresAt.getTime() } };
  }

  async revokeFamily(family: string, atMs: number): Promise<void> {
    await this.revoked.updateOne({ _id: family }, { $setOnInsert: { revokedAt: new Date(atMs) } }, { upsert: true });
  }

  async isFamilyRevoked(family: string): Promise<boolean> {
    return (await this.revoked.countDocuments({ _id: family }, { limit: 1 })) > 0;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
