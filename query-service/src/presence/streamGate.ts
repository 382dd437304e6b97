import type { Actor } from '@sports/contracts';
import { clientAddress, trustNoProxy, type ProxyTrust } from '@sports/service-kit';
import type { Context } from 'hono';
import { eventStream, type EventStreamSession } from './eventStream';
import { StreamLimits, type StreamCaps } from './streamLimits';

/** A stream that sent no event for this long ends (STREAM_IDLE_SECONDS); the client resumes at once with Last-Event-ID. */
export const DEFAULT_STREAM_IDLE_MS = 10 * 60_000;
/** Every stream ends after this long however busy (STREAM_MAX_LIFE_SECONDS), so none holds its place for ever. */
export const DEFAULT_STREAM_MAX_LIFE_MS = 60 * 60_000;

export interface StreamGateOptions {
  caps?: Partial<StreamCaps>;
  idleMs?: number;
  maxLifeMs?: number;
  /** The reverse proxies whose X-Forwarded-For entries count (TRUSTED_PROXIES), as for the rate limits; default none. */
  trustProxy?: ProxyTrust;
}

/**
 * The one way a server-sent event stream opens (docs/adr/0119-event-stream-caps.md): it takes
 * a place from the process's StreamLimits (429 or 503 when there is none), ends when idle or old,
 * and gives the place back when it ends. One gate per process, shared by every kind of stream.
 */
export class StreamGate {
  readonly limits: StreamLimits;
  readonly idleMs: number;
  readonly maxLifeMs: number;
  private readonly trust: ProxyTrust;

  constructor(options: StreamGateOptions = {}) {
    this.limits = new StreamLimits(options.caps);
    this.idleMs = options.idleMs ?? DEFAULT_STREAM_IDLE_MS;
    this.maxLifeMs = options.maxLifeMs ?? DEFAULT_STREAM_MAX_LIFE_MS;
    this.trust = options.trustProxy ?? trustNoProxy;
  }

  /** The client's address as the caps count it. */
  addressOf(c: Context): string {
    return clientAddress(c, this.trust);
  }

  /** Opens `session`'s stream for `actor` if a place is free (else throws RATE_LIMITED or SERVICE_UNAVAILABLE). */
  open(c: Context, actor: Actor | null, session: (stream: EventStreamSession) => Promise<void>, address = this.addressOf(c)) {
    const release = this.limits.acquire(address, actor?.userId ?? null);
    try {
      return eventStream(c, session, { idleMs: this.idleMs, maxLifeMs: this.maxLifeMs, onEnd: release });
    } catch (error) {
      release();
      throw error;
    }
  }
}

/**
 * A Last-Event-ID as the streams write them: positions joined by dots (lastEventIdSchema in the
 * contracts). `count` is how many the stream kind writes; another shape (an id of another kind or
 * server) is null, and the stream then starts from a fresh snapshot.
 */
export const positionsOf = (lastEventId: string | undefined, count: number): bigint[] | null => {
  if (lastEventId === undefined) return null;
  const parts = lastEventId.split('.');
  return parts.length === count ? parts.map((part) => BigInt(part)) : null;
};
