/**
 * What the sweepers share (hold expiry, waitlist offers, the game clock): a sweep at a time (a call
 * while one runs gets that run), a timer that runs one every so often and reports failures rather
 * than throwing, and a stop that waits for the sweep under way.
 */
export abstract class PeriodicSweep {
  private running: Promise<number> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  protected abstract readonly onError: (error: unknown) => void;

  /** One sweep over what is due now; the number of items looked at. */
  protected abstract sweepOnce(): Promise<number>;

  sweep(): Promise<number> {
    this.running ??= this.sweepOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(everyMs: number): void {
    this.timer = setInterval(() => void this.sweep().catch(this.onError), everyMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
