import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CredentialStore } from './credentialStore';

/** One suite, every adapter: embedded SQLite here, MongoDB through testcontainers. */
export const credentialStoreContract = (name: string, open: () => Promise<CredentialStore>) =>
  describe(`CredentialStore contract: ${name}`, () => {
    const phone = () => `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

    it('a new challenge replaces the old one and starts with no failed tries', async () => {
      const store = await open();
      const p = phone();
      await store.putChallenge({ phone: p, channel: 'sms', codeHash: 'a', expiresAtMs: 1_000, failedAttempts: 0 });
      expect(await store.recordFailedAttempt(p)).toBe(1);
      await store.putChallenge({ phone: p, channel: 'whatsapp', codeHash: 'b', expiresAtMs: 2_000, failedAttempts: 0 });
      expect(await store.getChallenge(p)).toEqual({ phone: p, channel: 'whatsapp', codeHash: 'b', expiresAtMs: 2_000, failedAttempts: 0 });
      expect(await store.recordFailedAttempt(p)).toBe(1);
      expect(await store.recordFailedAttempt(p)).toBe(2);
      await store.deleteChallenge(p);
      expect(await store.getChallenge(p)).toBeNull();
      expect(await store.recordFailedAttempt(p)).toBe(0);
    });

    it('consumes a challenge once, and only with its own code hash', async () => {
      const store = await open();
      const p = phone();
      await store.putChallenge({ phone: p, channel: 'sms', codeHash: 'right', expiresAtMs: Date.now() + 60_000, failedAttempts: 0 });
      expect(await store.consumeChallenge(p, 'wrong')).toBe(false);
      const both = await Promise.all([store.consumeChallenge(p, 'right'), store.consumeChallenge(p, 'right')]);
      expect(both.sort()).toEqual([false, true]);
      expect(await store.getChallenge(p)).toBeNull();
    });

    it('counts sends per key inside a window', async () => {
      const store = await open();
      const key = `phone:${phone()}`;
      const now = Date.now();
      await store.recordSend([key, 'ip:test'], now - 120_000);
      await store.recordSend([key], now - 10_000);
      await store.recordSend([key], now);
      expect(await store.countSends(key, now - 60_000)).toBe(2);
      expect(await store.countSends(key, now - 3_600_000)).toBe(3);
      expect(await store.countSends('phone:nobody', 0)).toBe(0);
    });

    it('spends a refresh token once; a second spend is reuse; a revoked family is revoked', async () => {
      const store = await open();
      const family = randomUUID();
      const session = { jti: randomUUID(), family, userId: 'u-1', expiresAtMs: Date.now() + 60_000 };
      await store.saveRefresh(session);
      expect(await store.spendRefresh(session.jti, Date.now())).toEqual({ status: 'spent', session });
      expect(await store.spendRefresh(session.jti, Date.now())).toEqual({ status: 'reused', family });
      expect(await store.spendRefresh(randomUUID(), Date.now())).toEqual({ status: 'unknown' });
      const next = { ...session, jti: randomUUID() };
      await store.saveRefresh(next);
      expect(await store.isFamilyRevoked(family)).toBe(false);
      await store.revokeFamily(family, Date.now());
      expect(await store.spendRefresh(next.jti, Date.now())).toEqual({ status: 'revoked' });
      expect([await store.isFamilyRevoked(family), await store.isFamilyRevoked(randomUUID())]).toEqual([true, false]);
    });

    it('of two concurrent spends of one token exactly one succeeds', async () => {
      const store = await open();
      const session = { jti: randomUUID(), family: randomUUID(), userId: 'u-2', expiresAtMs: Date.now() + 60_000 };
      await store.saveRefresh(session);
      const outcomes = await Promise.all([store.spendRefresh(session.jti, 1), store.spendRefresh(session.jti, 2)]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['reused', 'spent']);
    });
  });
