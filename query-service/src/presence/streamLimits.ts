import { DomainError } from '@sports/contracts';

/**
 * Issue 19 item 3: concurrent live-viewer streams one client may hold in a process. A signed-in
 * player is capped by who they are, so the many players an Indian mobile network puts behind one
 * carrier address (CGNAT) never crowd each other out; a visitor, who has nothing else to go by, by
 * address. A phone-first player has a game page or two open. Beyond these the stream is refused
 * with 429 RATE_LIMITED until one closes.
 */
export const MAX_STREAMS_PER_ADDRESS = 20;
export const MAX_STREAMS_PER_USER = 5;

export interface StreamCaps {
  perAddress: number;
  perUser: number;
}

/** Counts the open streams per client address and per signed-in user, and refuses one over a cap. */
export class StreamLimits {
  private readonly open = new Map<string, number>();

  constructor(private readonly caps: StreamCaps = { perAddress: MAX_STREAMS_PER_ADDRESS, perUser: MAX_STREAMS_PER_USER }) {}

  /** Takes a place for one stream (a signed-in user's by user, a visitor's by address), or throws RATE_LIMITED; the returned release gives it back (once). */
  acquire(address: string, userId: string | null): () => void {
    const key = userId === null ? `address:${address}` : `user:${userId}`;
    const cap = userId === null ? this.caps.perAddress : this.caps.perUser;
    if ((this.open.get(key) ?? 0) >= cap) {
      const who = userId === null ? 'from one address without signing in' : 'per user';
      throw new DomainError('RATE_LIMITED', `At most ${cap} live streams at once ${who}; close one first`, 'activityId');
    }
    this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }
}
