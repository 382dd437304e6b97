import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS, RateLimitedError } from '@sports/contracts';
import type { CredentialStore } from '../accounts/credentialStore';
import { KeyedMutex } from '../core/keyedMutex';

/**
 * Each user posts at most CHAT_RATE_LIMIT messages per CHAT_RATE_WINDOW_MS, counted in the same
 * send log that limits one-time codes (accounts/otpLogin.ts): durable, shared by every instance
 * on one store. A user's check and count run one at a time in this process, so two posts at once
 * cannot both take the last place.
 */
export class ChatRateLimit {
  private readonly mutex = new KeyedMutex();

  constructor(private readonly sends: Pick<CredentialStore, 'countSends' | 'recordSend'>) {}

  /** Counts one message for `userId` at `nowMs`, or throws 429 with the seconds until one is allowed. */
  take(userId: string, nowMs: number): Promise<void> {
    const key = `chat.${userId}`;
    return this.mutex.run(key, async () => {
      const windowStart = nowMs - CHAT_RATE_WINDOW_MS;
      if ((await this.sends.countSends(key, windowStart)) >= CHAT_RATE_LIMIT) {
        throw new RateLimitedError(
          `At most ${CHAT_RATE_LIMIT} messages a minute; wait a moment`,
          await this.secondsUntilFree(key, windowStart),
          'text',
        );
      }
      await this.sends.recordSend([key], nowMs);
    });
  }

  /**
   * The whole seconds until the window holds fewer than the limit: the smallest s with fewer than
   * CHAT_RATE_LIMIT sends after windowStart + s (a binary search over the window, on refusals only).
   */
  private async secondsUntilFree(key: string, windowStart: number): Promise<number> {
    let low = 1;
    let high = Math.ceil(CHAT_RATE_WINDOW_MS / 1000);
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if ((await this.sends.countSends(key, windowStart + mid * 1000)) < CHAT_RATE_LIMIT) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}
