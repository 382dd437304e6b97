import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@sports/contracts';
import type { CredentialStore } from './credentialStore';
import type { CodeDelivery } from './delivery';

/** Issue 3 limits for one-time codes. */
export const OTP_RULES = {
  codeTtlMs: 10 * 60_000,
  maxFailedAttempts: 5,
  /** One send per number per 30 s, at most 5 per number and 20 per client address per hour. */
  resendAfterMs: 30_000,
  perPhonePerHour: 5,
  perAddressPerHour: 20,
} as const;

const HOUR_MS = 3_600_000;

export type OtpChannel = 'whatsapp' | 'sms';

/**
 * Sends and checks 6-digit one-time codes. Codes come from the CSPRNG, are stored only as an
 * HMAC (keyed with a server secret), expire, are single use, and a new send replaces the old.
 */
export class OtpLogin {
  constructor(
    private readonly store: CredentialStore,
    private readonly delivery: CodeDelivery,
    private readonly pepper: string,
  ) {}

  async sendCode(phone: string, channel: OtpChannel, clientAddress: string, nowMs: number): Promise<{ expiresInSeconds: number }> {
    const phoneKey = `phone:${phone}`;
    const addressKey = `address:${clientAddress}`;
    if ((await this.store.countSends(phoneKey, nowMs - OTP_RULES.resendAfterMs)) > 0) {
      throw new DomainError('RATE_LIMITED', 'A code was just sent to this number; wait 30 seconds before asking again', 'phoneNumber');
    }
    if ((await this.store.countSends(phoneKey, nowMs - HOUR_MS)) >= OTP_RULES.perPhonePerHour) {
      throw new DomainError('RATE_LIMITED', 'Too many codes for this number; try again in an hour', 'phoneNumber');
    }
    if ((await this.store.countSends(addressKey, nowMs - HOUR_MS)) >= OTP_RULES.perAddressPerHour) {
      throw new DomainError('RATE_LIMITED', 'Too many codes requested from this address; try again later');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.store.recordSend([phoneKey, addressKey], nowMs);
    await this.store.putChallenge({ phone, channel, codeHash: this.hash(phone, code), expiresAtMs: nowMs + OTP_RULES.codeTtlMs, failedAttempts: 0 });
    await this.delivery.send({ to: phone, channel, text: `${code} is your sign-in code. It expires in 10 minutes. Never share it.` });
    return { expiresInSeconds: OTP_RULES.codeTtlMs / 1000 };
  }

  /** Resolves when the code is right (and spends it); otherwise a typed error, counting the failed try. */
  async verifyCode(phone: string, code: string, nowMs: number): Promise<void> {
    const challenge = await this.store.getChallenge(phone);
    if (!challenge) throw new DomainError('OTP_INVALID', 'No code is waiting for this number; ask for a new one', 'code');
    if (challenge.expiresAtMs <= nowMs) {
      await this.store.deleteChallenge(phone);
      throw new DomainError('OTP_EXPIRED', 'The code has expired; ask for a new one', 'code');
    }
    if (challenge.failedAttempts >= OTP_RULES.maxFailedAttempts) {
      await this.store.deleteChallenge(phone);
      throw new DomainError('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes; ask for a new one', 'code');
    }
    const given = this.hash(phone, code);
    const matches = timingSafeEqual(Buffer.from(given), Buffer.from(challenge.codeHash));
    if (matches && (await this.store.consumeChallenge(phone, given))) return;
    const failed = await this.store.recordFailedAttempt(phone);
    if (failed >= OTP_RULES.maxFailedAttempts) {
      await this.store.deleteChallenge(phone);
      throw new DomainError('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes; ask for a new one', 'code');
    }
    throw new DomainError('OTP_INVALID', `That code is not right; ${OTP_RULES.maxFailedAttempts - failed} tries left`, 'code');
  }

  private hash(phone: string, code: string): string {
    return createHmac('sha256', this.pepper).update(`${phone}\n${code}`).digest('base64url');
  }
}
