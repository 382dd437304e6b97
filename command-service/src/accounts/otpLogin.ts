import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@sports/contracts';
import type { CredentialStore } from './credentialStore';
import type { CodeDelivery } from './delivery';

/**
 * Limits for one-time codes, reshaped so a third party cannot lock a number's owner out
 * (docs/security.md "Rate limits on code sends and logins"):
 * - the per-number limits count per number AND client address together, so hammering someone's
 *   number from one address spends only that address's allowance for it;
 * - each address has its own code (a challenge per number and address), so another client's sends
 *   never replace the owner's code and its wrong guesses never burn it;
 * - a slower global ceiling per number bounds what many addresses together can send to one phone;
 *   an address the number signed in from recently is past it, which leaves the owner a way in.
 */
export const OTP_RULES = {
  codeTtlMs: 10 * 60_000,
  maxFailedAttempts: 5,
  /** Per number and address: one send per 30 s, at most 5 an hour. */
  resendAfterMs: 30_000,
  perPhoneAndAddressPerHour: 5,
  /** Per address, whatever the numbers: 20 an hour. */
  perAddressPerHour: 20,
  /** Per number, from all addresses together but known ones: 10 an hour. */
  perPhonePerHour: 10,
  /** An address the number signed in from within this window is known (the send log keeps a day). */
  knownAddressMs: 24 * 3_600_000,
} as const;

const HOUR_MS = 3_600_000;

export type OtpChannel = 'whatsapp' | 'sms';

/**
 * What a code proves: that its holder holds the number (sign-in), or that a signed-in user holds
 * the number they move their account to (docs/security.md "Changing the phone number"). Each has
 * its own waiting code, so one is never spent as the other. The limits are the same; the per-address
 * and per-number counts are shared, the resend pacing per number and address is per purpose.
 */
export type OtpPurpose = { kind: 'sign-in' } | { kind: 'change-phone'; userId: string };
const SIGN_IN: OtpPurpose = { kind: 'sign-in' };

/** How each purpose speaks: its body field, its error codes (a signed-in caller's wrong code is not a 401) and its message. */
const WORDS = {
  'sign-in': { field: 'phoneNumber', invalid: 'OTP_INVALID', expired: 'OTP_EXPIRED', text: 'is your sign-in code' },
  'change-phone': {
    field: 'phone',
    invalid: 'VERIFICATION_CODE_INVALID',
    expired: 'VERIFICATION_CODE_EXPIRED',
    text: 'is your code to sign in with this number from now on',
  },
} as const;

const keysOf = (phone: string, clientAddress: string, purpose: OtpPurpose) => ({
  /** Resends are paced per kind of code: a sign-in right after moving to a number is not "a code was just sent". */
  pair: purpose.kind === 'sign-in' ? `pair:${phone}|${clientAddress}` : `pair-change:${phone}|${clientAddress}`,
  phone: `phone:${phone}`,
  address: `address:${clientAddress}`,
  signedIn: `signed-in:${phone}|${clientAddress}`,
  /** The challenge store's key: one waiting code per number and address (and, to change a number, per user). */
  challenge: purpose.kind === 'sign-in' ? `${phone}|${clientAddress}` : `change:${purpose.userId}|${phone}|${clientAddress}`,
});

/**
 * Sends and checks 6-digit one-time codes. Codes come from the CSPRNG, are stored only as an
 * HMAC (keyed with a server secret), expire, are single use, and a new send from the same
 * address replaces that address's old code.
 */
export class OtpLogin {
  constructor(
    private readonly store: CredentialStore,
    private readonly delivery: CodeDelivery,
    private readonly pepper: string,
  ) {}

  /**
   * `beforeSend` runs once the limits allowed the send and it was counted, so a refusal it throws
   * (a number taken by another account) costs the caller the same allowance a code would.
   */
  async sendCode(
    phone: string,
    channel: OtpChannel,
    clientAddress: string,
    nowMs: number,
    { purpose = SIGN_IN, beforeSend }: { purpose?: OtpPurpose; beforeSend?: () => Promise<void> } = {},
  ): Promise<{ expiresInSeconds: number }> {
    const keys = keysOf(phone, clientAddress, purpose);
    const { field, text } = WORDS[purpose.kind];
    if ((await this.store.countSends(keys.pair, nowMs - OTP_RULES.resendAfterMs)) > 0) {
      throw new DomainError('RATE_LIMITED', 'A code was just sent to this number; wait 30 seconds before asking again', field);
    }
    if ((await this.store.countSends(keys.pair, nowMs - HOUR_MS)) >= OTP_RULES.perPhoneAndAddressPerHour) {
      throw new DomainError('RATE_LIMITED', 'Too many codes for this number; try again in an hour', field);
    }
    if ((await this.store.countSends(keys.address, nowMs - HOUR_MS)) >= OTP_RULES.perAddressPerHour) {
      throw new DomainError('RATE_LIMITED', 'Too many codes requested from this address; try again later');
    }
    if (
      (await this.store.countSends(keys.phone, nowMs - HOUR_MS)) >= OTP_RULES.perPhonePerHour &&
      !(await this.isKnownAddress(keys.signedIn, nowMs))
    ) {
      throw new DomainError(
        'RATE_LIMITED',
        'Too many codes were asked for this number; try again later, or from where you signed in before',
        field,
      );
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.store.recordSend([keys.pair, keys.phone, keys.address], nowMs);
    await beforeSend?.();
    await this.store.putChallenge({
      phone: keys.challenge,
      channel,
      codeHash: this.hash(phone, code),
      expiresAtMs: nowMs + OTP_RULES.codeTtlMs,
      failedAttempts: 0,
    });
    await this.delivery.send({ to: phone, channel, text: `${code} ${text}. It expires in 10 minutes. Never share it.` });
    return { expiresInSeconds: OTP_RULES.codeTtlMs / 1000 };
  }

  /**
   * Resolves when the code sent to this address is right (and spends it); otherwise a typed error,
   * counting the failed try against this address's code only.
   */
  async verifyCode(phone: string, code: string, clientAddress: string, nowMs: number, purpose: OtpPurpose = SIGN_IN): Promise<void> {
    const keys = keysOf(phone, clientAddress, purpose);
    const { invalid, expired } = WORDS[purpose.kind];
    const key = keys.challenge;
    const challenge = await this.store.getChallenge(key);
    if (!challenge) throw new DomainError(invalid, 'No code is waiting for this number here; ask for a new one', 'code');
    if (challenge.expiresAtMs <= nowMs) {
      await this.store.deleteChallenge(key);
      throw new DomainError(expired, 'The code has expired; ask for a new one', 'code');
    }
    if (challenge.failedAttempts >= OTP_RULES.maxFailedAttempts) {
      await this.store.deleteChallenge(key);
      throw new DomainError('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes; ask for a new one', 'code');
    }
    const given = this.hash(phone, code);
    const matches = timingSafeEqual(Buffer.from(given), Buffer.from(challenge.codeHash));
    if (matches && (await this.store.consumeChallenge(key, given))) {
      // Remembered for the global ceiling: the owner can come back from here.
      await this.store.recordSend([keys.signedIn], nowMs);
      return;
    }
    const failed = await this.store.recordFailedAttempt(key);
    if (failed >= OTP_RULES.maxFailedAttempts) {
      await this.store.deleteChallenge(key);
      throw new DomainError('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes; ask for a new one', 'code');
    }
    throw new DomainError(invalid, `That code is not right; ${OTP_RULES.maxFailedAttempts - failed} tries left`, 'code');
  }

  private async isKnownAddress(signedInKey: string, nowMs: number): Promise<boolean> {
    return (await this.store.countSends(signedInKey, nowMs - OTP_RULES.knownAddressMs)) > 0;
  }

  private hash(phone: string, code: string): string {
    return createHmac('sha256', this.pepper).update(`${phone}\n${code}`).digest('base64url');
  }
}
