import { DomainError, isDomainError } from '@sports/contracts';
import type { BookingFlows } from '../../bookings/bookingFlows';
import type { RazorpayGateway } from './razorpayGateway';
import { webhookEventSchema, type ProviderPayment, type ProviderRefund } from './razorpayEntities';

export type Settled = { orderId: string | null; status: string };

/**
 * What Razorpay tells us becomes our order's events. A payment is matched to
 * our order through the provider's order (its notes and receipt, as we opened it) and must be the
 * provider order our attempt recorded, for the amount asked; anything else is refunded whole. Each
 * outcome runs the booking flow's commands with ids of the payment, so the Checkout result, its
 * webhook, a redelivery and reconciliation count a payment once.
 */
export class RazorpayPayments {
  constructor(
    private readonly flows: BookingFlows,
    readonly gateway: RazorpayGateway,
  ) {}

  /** Checkout's handler result, posted by the player UI: the signature first, then the payment as Razorpay has it. */
  async confirmCheckout(
    result: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    now: string,
  ): Promise<Settled> {
    if (!this.gateway.verifyCheckout(result.razorpay_order_id, result.razorpay_payment_id, result.razorpay_signature)) {
      throw new DomainError('CHECKOUT_SIGNATURE_INVALID', 'razorpay_signature does not match the order and payment', 'razorpay_signature');
    }
    const payment = await this.gateway.fetchPayment(result.razorpay_payment_id);
    if (payment.order_id !== result.razorpay_order_id)
      throw new DomainError('CHECKOUT_SIGNATURE_INVALID', 'The payment is not for this order', 'razorpay_order_id');
    return this.settle(payment, now);
  }

  /** A webhook delivery: nothing is read from a body whose X-Razorpay-Signature does not match. */
  async onWebhook(rawBody: string, signature: string | undefined, now: string): Promise<Settled> {
    if (!this.gateway.verifySignature(rawBody, signature))
      throw new DomainError('WEBHOOK_SIGNATURE_INVALID', 'X-Razorpay-Signature does not match the body', 'x-razorpay-signature');
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new DomainError('MALFORMED_JSON', 'The body is not valid JSON', 'body');
    }
    const body = webhookEventSchema.safeParse(parsed);
    if (!body.success) throw new DomainError('VALIDATION_FAILED', 'Not a Razorpay event of the documented shape', 'body');
    const { event, payload } = body.data;
    if ((event === 'payment.captured' || event === 'payment.failed' || event === 'order.paid') && payload.payment)
      return this.settle(payload.payment.entity, now);
    if (event === 'refund.processed' && payload.refund) return this.refundProcessed(payload.refund.entity, now);
    return { orderId: null, status: 'ignored' }; // events we do not act on are acknowledged, so Razorpay stops resending them
  }

  /**
   * A hold ran out with attempts still unanswered (a missed webhook): ask Razorpay
   * for the payments of each attempt's order, and count them as their webhook would have.
   */
  async reconcile(orderId: string, now: string): Promise<void> {
    const state = await this.flows.readOrder(orderId);
    for (const transaction of state.transactions.values()) {
      if (transaction.status !== 'initiated' || !transaction.providerOrderId) continue;
      for (const payment of await this.gateway.paymentsOf(transaction.providerOrderId)) await this.settle(payment, now);
    }
  }

  private async settle(payment: ProviderPayment, now: string): Promise<Settled> {
    const paid = payment.status === 'captured' || payment.status === 'refunded';
    if (!paid && payment.status !== 'failed') return { orderId: null, status: payment.status }; // authorized: its capture follows
    const match = await this.match(payment);
    if (!match) {
      if (paid) await this.gateway.refundUnmatched(payment);
      return { orderId: null, status: paid ? 'refunded' : 'failed' };
    }
    const state = await this.flows.onPaymentOutcome(
      {
        eventId: `${payment.id}_${paid ? 'captured' : 'failed'}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 60),
        orderId: match.orderId,
        transactionId: match.transactionId,
        status: paid ? 'captured' : 'failed',
        gatewayPaymentId: payment.id,
        ...(paid ? {} : { reason: (payment.error_reason ?? 'payment_failed').slice(0, 200) }),
      },
      now,
    );
    return { orderId: match.orderId, status: state.status };
  }

  /** Our order and attempt this payment pays, or null: an unknown order, another attempt's provider order, or another amount. */
  private async match(payment: ProviderPayment): Promise<{ orderId: string; transactionId: string } | null> {
    if (!payment.order_id) return null;
    const providerOrder = await this.gateway.fetchOrder(payment.order_id);
    const orderId = providerOrder?.notes?.orderId;
    const transactionId = providerOrder?.receipt ?? providerOrder?.notes?.transactionId;
    if (!orderId || !transactionId) return null;
    let transaction;
    try {
      transaction = (await this.flows.readOrder(orderId)).transactions.get(transactionId);
    } catch (error) {
      if (isDomainError(error)) return null; // not an id of ours
      throw error;
    }
    if (!transaction || transaction.providerOrderId !== payment.order_id || transaction.amount !== payment.amount) return null;
    return { orderId, transactionId };
  }

  /** The provider confirms a refund we asked for (its notes name our order and refund). */
  private async refundProcessed(refund: ProviderRefund, now: string): Promise<Settled> {
    const { orderId, refundId, transactionId } = refund.notes ?? {};
    if (!orderId || !refundId || !transactionId) return { orderId: null, status: 'ignored' };
    const state = await this.flows.readOrder(orderId);
    const transaction = state.transactions.get(transactionId);
    if (!state.order || transaction?.gatewayPaymentId !== refund.payment_id) return { orderId: null, status: 'ignored' };
    await this.flows.recordConfirmedRefund({ orderId, refundId, transactionId, amount: refund.amount, gatewayRefundId: refund.id }, now);
    return { orderId, status: (await this.flows.readOrder(orderId)).status };
  }
}
