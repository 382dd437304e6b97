import { RateLimitedError, ServiceBusyError } from '@sports/contracts';

/**
 * Caps on open server-sent event streams (docs/adr/0119-event-stream-caps.md). Every kind of
 * stream (live viewers, game changes, the inbox bell) counts against the same places, held by one
 * StreamLimits per process, so a client cannot multiply its share by opening other kinds.
 *
 * - A visitor (no token) is known only by address, and a carrier's CGNAT puts many behind one: a
 *   visitor's tab holds two streams (game changes and, on a game page, its viewers), so 100 leave
 *   room for some fifty visitors of one carrier address at once.
 * - A signed-in player is capped by who they are: a visible tab holds at most three streams (changes,
 *   the bell, a game page) and hidden tabs let go of theirs (ui-player followStream), so 8 is two
 *   devices with a spare for a reconnect the server has not yet seen close.
 * - Signed-in streams of one address are capped too, far above the visitors' (signing in costs a
 *   phone number each): 500, so accounts cannot stand in for an address.
 * Beyond these: 429 RATE_LIMITED with Retry-After.
 */
export const MAX_STREAMS_PER_ADDRESS = 100;
export const MAX_STREAMS_PER_USER = 8;
export const MAX_SIGNED_IN_STREAMS_PER_ADDRESS = 500;
/**
 * The process's own ceiling (MAX_OPEN_STREAMS): each stream holds a socket, one file handle; past it
 * the answer is 503 SERVICE_UNAVAILABLE with Retry-After, long before handles run out.
 */
export const DEFAULT_MAX_OPEN_STREAMS = 5_000;
/** When a refused client may ask again: idle streams end and places come free within minutes. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export interface StreamCaps {
  /** Streams of visitors (no token) from one address. */
  perAddress: number;
  /** Streams of one signed-in user, from any address. */
  perUser: number;
  /** Streams of signed-in users from one address. */
  signedInPerAddress: number;
  /** Streams open in this process, whoever holds them. */
  maxOpen: number;
}

export const DEFAULT_STREAM_CAPS: StreamCaps = {
  perAddress: MAX_STREAMS_PER_ADDRESS,
  perUser: MAX_STREAMS_PER_USER,
  signedInPerAddress: MAX_SIGNED_IN_STREAMS_PER_ADDRESS,
  maxOpen: DEFAULT_MAX_OPEN_STREAMS,
};

/** Counts the open streams per client address, per signed-in user and in all, and refuses one over a cap. */
export class StreamLimits {
  private readonly open = new Map<string, number>();
  private total = 0;
  readonly caps: StreamCaps;

  constructor(caps: Partial<StreamCaps> = {}) {
    this.caps = { ...DEFAULT_STREAM_CAPS, ...caps };
  }

  /** Streams open now, in this process. */
  get openStreams(): number {
    return this.total;
  }

  /**
   * Takes a place for one stream, or throws: ServiceBusyError (503) when the process is full,
   * RateLimitedError (429) when this client is. The returned release gives the place back (once).
   */
  acquire(address: string, userId: string | null): () => void {
    if (this.total >= this.caps.maxOpen) {
      throw new ServiceBusyError(
        `This server holds ${this.caps.maxOpen} live streams, its most; try again shortly`,
        STREAM_RETRY_AFTER_SECONDS,
      );
    }
    const keys =
      userId === null
        ? [{ key: `address:${address}`, cap: this.caps.perAddress, who: 'from one address without signing in' }]
        : [
            { key: `user:${userId}`, cap: this.caps.perUser, who: 'per user' },
            { key: `signed-in:${address}`, cap: this.caps.signedInPerAddress, who: 'of signed-in users from one address' },
          ];
    for (const { key, cap, who } of keys) {
      if ((this.open.get(key) ?? 0) >= cap)
        throw new RateLimitedError(`At most ${cap} live streams at once ${who}; close one first`, STREAM_RETRY_AFTER_SECONDS);
    }
    for (const { key } of keys) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      for (const { key } of keys) {
        const left = (this.open.get(key) ?? 1) - 1;
        if (left > 0) this.open.set(key, left);
        else this.open.delete(key);
      }
    };
  }
}
