import type { BookingFlows } from './bookingFlows';

/**
 * Holds run out by time (issue 6 item 2); this sweeper makes it an event: every order still
 * waiting past its hold is expired (OrderHoldExpired, announced to the buyer by the notifier) and its
 * slots, places and coupon use go back. Which orders are due comes from a read model; the order's
 * stream decides, so a late read model or two sweepers at once change nothing twice.
 */
export class HoldExpirySweeper {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly flows: BookingFlows,
    private readonly dueOrders: (now: string) => Promise<string[]>,
    private readonly clock: () => Date,
    private readonly onError: (error: unknown) => void = console.error,
    /**
     * Issue 19 item 1: a provider whose webhook may have been missed is asked first for the order's
     * payments (Razorpay's reconciliation); a payment it finds confirms the order instead.
     */
    private readonly reconcile?: (orderId: string, now: string) => Promise<void>,
  ) {}

  /** Expires every order due now; the number of orders looked at. One sweep at a time. */
  sweep(): Promise<number> {
    this.running ??= this.sweepOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sweepOnce(): Promise<number> {
    const now = this.clock().toISOString();
    const due = await this.dueOrders(now);
    for (const orderId of due) {
      try {
        // A provider that cannot answer leaves the order held until a sweep where it can.
        await this.reconcile?.(orderId, now);
        await this.flows.expireHold(orderId, now);
      } catch (error) {
        this.onError(error); // the next sweep tries this order again
      }
    }
    return due.length;
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
