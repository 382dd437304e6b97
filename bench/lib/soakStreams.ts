import type { SoakLoad } from './soakLoad';

export const STREAM_KINDS = ['game changes', 'notifications', 'live viewers'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

interface OpenStream {
  kind: StreamKind;
  aborter: AbortController;
  done: Promise<void>;
  timer: NodeJS.Timeout;
}

/**
 * Live streams as open app screens hold them: the game list's changes, the bell (notifications),
 * a game page's live viewers. `count` are open at any time, each for a random lifetime, then closed
 * and replaced by a new one (a player leaving a screen, another opening one). Opening is timed
 * (to the response headers) as the load's `stream open`; a stream refused, or ended by the server
 * before the client closed it, is an error.
 */
export class LiveStreams {
  private readonly open = new Set<OpenStream>();
  private opened = 0;
  /** Bells opened so far: each goes to the next host, so no one person holds many at once (the per-user cap). */
  private bells = 0;
  private stopped = false;
  /** SSE events and comment lines (heartbeats) received, over all streams. */
  messages = 0;

  constructor(
    private readonly base: string,
    private readonly load: SoakLoad,
    private readonly count: number,
    private readonly lifetimeMs: [number, number],
  ) {}

  get openCount(): number {
    return this.open.size;
  }

  get openedCount(): number {
    return this.opened;
  }

  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.count }, (_, i) => this.openOne(STREAM_KINDS[i % STREAM_KINDS.length]!)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const all = [...this.open];
    for (const stream of all) {
      clearTimeout(stream.timer);
      stream.aborter.abort();
    }
    await Promise.all(all.map((s) => s.done));
  }

  private async target(kind: StreamKind): Promise<{ path: string; token: string | null; kind: StreamKind }> {
    if (kind === 'live viewers') {
      const game = this.load.visibleGame();
      if (game) return { kind, path: `/api/vm/activities/${game}/viewers/stream`, token: (await this.load.newPlayer()).token };
      kind = 'game changes'; // no game old enough yet
    }
    if (kind === 'notifications') return { kind, path: '/api/vm/users/me/notifications/stream', token: this.load.hostToken(this.bells++) };
    // Half the list screens are a visitor's, half a signed-in player's.
    return { kind, path: '/api/vm/activities/changes/stream', token: this.opened % 2 ? (await this.load.newPlayer()).token : null };
  }

  private async openOne(wanted: StreamKind): Promise<void> {
    if (this.stopped) return;
    const { kind, path, token } = await this.target(wanted);
    this.opened++;
    const aborter = new AbortController();
    const t0 = performance.now();
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: aborter.signal });
    } catch (error) {
      this.load.recorder.record('stream open', performance.now() - t0);
      this.load.recorder.errors.push(`stream open (${kind}): ${String(error)}`);
      return this.replaceLater(wanted, 1_000);
    }
    this.load.recorder.record('stream open', performance.now() - t0);
    if (response.status !== 200 || !response.body) {
      this.load.recorder.errors.push(`stream open (${kind}): ${response.status} ${(await response.text().catch(() => '')).slice(0, 160)}`);
      return this.replaceLater(wanted, 1_000);
    }
    const [min, max] = this.lifetimeMs;
    const stream: OpenStream = {
      kind,
      aborter,
      done: Promise.resolve(),
      timer: setTimeout(
        () => {
          // The screen is left: the client closes the stream and another screen opens one.
          this.open.delete(stream);
          aborter.abort();
          void this.openOne(wanted);
        },
        min + Math.random() * (max - min),
      ),
    };
    this.open.add(stream);
    stream.done = this.drain(stream, response.body);
  }

  private replaceLater(kind: StreamKind, ms: number): void {
    if (!this.stopped) setTimeout(() => void this.openOne(kind), ms).unref();
  }

  /** Reads the stream until the client aborts it; an end before that is the server's doing, an error. */
  private async drain(stream: OpenStream, body: NonNullable<Response['body']>): Promise<void> {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let failure: string | null = null;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          failure = 'ended by the server';
          break;
        }
        this.messages += value.split('\n\n').length - 1;
      }
    } catch (error) {
      if (!stream.aborter.signal.aborted) failure = String(error);
    }
    if (failure && !stream.aborter.signal.aborted && !this.stopped) {
      this.load.recorder.errors.push(`stream (${stream.kind}): ${failure}`);
      clearTimeout(stream.timer);
      this.open.delete(stream);
      this.replaceLater(stream.kind, 1_000);
    }
  }
}
