import type { BookingFlows } from './bookingFlows';
import { PeriodicSweep } from '../core/periodicSweep';

/**
 * Holds run out by time; this sweeper makes it an event: every order still
 * waiting past its hold is expired (OrderHoldExpired, announced to the buyer by the notifier) and its
 * slots, places and coupon use go back. Which orders are due comes from a read model; the order's
 * stream decides, so a late read model or two sweepers at once change nothing twice.
 */
export class HoldExpirySweeper extends PeriodicSweep {
  constructor(
    private readonly flows: BookingFlows,
    private readonly dueOrders: (now: string) => Promise<string[]>,
    private readonly clock: () => Date,
    protected readonly onError: (error: unknown) => void = console.error,
    /**
     * A provider whose webhook may have been missed is asked first for the order's
     * payments (Razorpay's reconciliation); a payment it finds confirms the order instead.
     */
    private readonly reconcile?: (orderId: string, now: string) => Promise<void>,
  ) {
    super();
  }

  protected async sweepOnce(): Promise<number> {
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
}
