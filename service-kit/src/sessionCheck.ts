import { LruMap } from './lruMap';

/** Where ended sessions are recorded (the credential store: refresh-token families revoked by logout or reuse). */
export interface EndedSessionLookup {
  isSessionEnded(sessionId: string): Promise<boolean>;
}

/** A live session's answer is trusted this long: the most another process's logout takes to reach this one. */
export const LIVE_SESSION_RECHECK_MS = 30_000;

/**
 * An access token is refused once its session has ended, before it expires. The
 * answer per session is cached, so a busy client costs one map read per request: an ended session
 * stays ended (kept until the LRU drops it), a live one is asked again after LIVE_SESSION_RECHECK_MS.
 * A logout in this process marks its session ended here at once; one in another process is seen
 * within LIVE_SESSION_RECHECK_MS.
 */
export class SessionCheck {
  private readonly known: LruMap<string, { ended: boolean; untilMs: number } | Promise<boolean>>;

  constructor(
    private readonly lookup: EndedSessionLookup,
    private readonly options: { recheckMs?: number; capacity?: number; now?: () => number } = {},
  ) {
    this.known = new LruMap(options.capacity ?? 50_000);
  }

  /** Whether the session has ended; concurrent first asks of one session share one lookup. */
  isEnded(sessionId: string): boolean | Promise<boolean> {
    const now = (this.options.now ?? Date.now)();
    const cached = this.known.get(sessionId);
    if (cached instanceof Promise) return cached;
    if (cached && (cached.ended || cached.untilMs > now)) return cached.ended;
    const asked = this.lookup.isSessionEnded(sessionId).then(
      (ended) => {
        if (this.known.get(sessionId) === asked)
          this.known.set(sessionId, { ended, untilMs: now + (this.options.recheckMs ?? LIVE_SESSION_RECHECK_MS) });
        return ended;
      },
      (error: unknown) => {
        if (this.known.get(sessionId) === asked) this.known.delete(sessionId);
        throw error;
      },
    );
    this.known.set(sessionId, asked);
    return asked;
  }

  /** Called by logout and revocation in this process: the session's tokens are refused from now on. */
  markEnded(sessionId: string): void {
    this.known.set(sessionId, { ended: true, untilMs: Number.POSITIVE_INFINITY });
  }
}
