import { DomainError } from '@sports/contracts';

/**
 * Issue 19 item 3: concurrent live-viewer streams one client may hold in a process. A phone-first
 * player has a game page or two open; a household or office behind one address a few more. Beyond
 * these the stream is refused with 429 RATE_LIMITED until one closes.
 */
export const MAX_STREAMS_PER_ADDRESS = 10;
export const MAX_STREAMS_PER_USER = 5;

export interface StreamCaps {
  perAddress: number;
  perUser: number;
}

/** Counts the open streams per client address and per signed-in user, and refuses one over a cap. */
export class StreamLimits {
  private readonly open = new Map<string, number>();

  constructor(private readonly caps: StreamCaps = { perAddress: MAX_STREAMS_PER_ADDRESS, perUser: MAX_STREAMS_PER_USER }) {}

  /** Takes a place for one stream, or throws RATE_LIMITED; the returned release gives it back (once). */
  acquire(address: string, userId: string | null): () => void {
    const keys = [`address:${address}`];
    if ((this.open.get(keys[0]!) ?? 0) >= this.caps.perAddress) {
      throw new DomainError('RATE_LIMITED', `At most ${this.caps.perAddress} live streams at once from one address; close one first`, 'activityId');
    }
    if (userId !== null) {
      keys.push(`user:${userId}`);
      if ((this.open.get(keys[1]!) ?? 0) >= this.caps.perUser) {
        throw new DomainError('RATE_LIMITED', `At most ${this.caps.perUser} live streams at once per user; close one first`, 'activityId');
      }
    }
    for (const key of keys) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of keys) {
        const left = (this.open.get(key) ?? 1) - 1;
        if (left > 0) this.open.set(key, left);
        else this.open.delete(key);
      }
    };
  }
}
