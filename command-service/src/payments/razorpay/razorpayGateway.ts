import type Razorpay from 'razorpay';
import { DomainError } from '@sports/contracts';
import type { PaymentCheckout, PaymentGateway, RefundReply } from '../gateway';
import { checkoutSignature, sameHex, webhookSignature } from './signatures';
import {
  providerOrderSchema,
  providerPaymentSchema,
  providerRefundSchema,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './razorpayEntities';

export type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string };

/** A provider answer we cannot use (down, refused, or not the documented shape) is a 502 to our caller. */
const unavailable = () => new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment provider did not answer; try again');
const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : undefined;

/**
 * Razorpay behind the payment port, through its official SDK. Each payment
 * attempt is a Razorpay order (amount in paise, receipt our transaction id, notes our order and
 * transaction ids) that the buyer pays in Razorpay Checkout; the outcome counts only once verified
 * (Checkout's signature, or the signed webhook). Refunds go through its refund API, once per our
 * refund id (kept in the refund's notes, since the API takes no idempotency key).
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay';
  private sdk: Promise<Razorpay> | null = null;

  constructor(
    private readonly keys: RazorpayKeys,
    private readonly publicUrl: string,
  ) {}

  /** The SDK is loaded at the first call: a platform without Razorpay keys never imports it. */
  private client(): Promise<Razorpay> {
    this.sdk ??= import('razorpay').then(({ default: Sdk }) => new Sdk({ key_id: this.keys.keyId, key_secret: this.keys.keySecret }));
    return this.sdk;
  }

  /** The order's checkout page: Checkout needs the page, not a link of the provider's. */
  paymentLinkFor(_transactionId: string, orderId: string): string {
    return `${this.publicUrl}/checkout/${orderId}`;
  }

  async openOrder(request: {
    transactionId: string;
    orderId: string;
    amount: number;
    currency: string;
  }): Promise<{ providerOrderId: string }> {
    const order = await this.call(async () =>
      providerOrderSchema.parse(
        await (await this.client()).orders.create({
          amount: request.amount,
          currency: request.currency,
          receipt: request.transactionId,
          notes: { orderId: request.orderId, transactionId: request.transactionId },
        }),
      ),
    );
    return { providerOrderId: order.id };
  }

  checkoutFor(providerOrderId: string, amount: number, currency: string): PaymentCheckout {
    return { gateway: 'razorpay', keyId: this.keys.keyId, providerOrderId, amount, currency };
  }

  /** Nothing to start: the buyer pays the provider's order in Checkout. */
  async createPayment(): Promise<void> {}

  async refund(request: {
    transactionId: string;
    refundId: string;
    amount: number;
    orderId: string;
    gatewayPaymentId?: string;
  }): Promise<RefundReply> {
    if (!request.gatewayPaymentId) throw unavailable();
    const refund = await this.refundOnce(request.gatewayPaymentId, request.refundId, request.amount, {
      orderId: request.orderId,
      transactionId: request.transactionId,
    });
    return { gatewayRefundId: refund.id, status: refund.status === 'processed' ? 'processed' : 'pending' };
  }

  /** A payment that matches no order of ours (unknown, or not what was asked) goes back whole. */
  async refundUnmatched(payment: ProviderPayment): Promise<ProviderRefund> {
    return this.refundOnce(payment.id, `unmatched-${payment.id}`.slice(0, 40), payment.amount, { reason: 'no_matching_order' });
  }

  verifySignature(rawBody: string, signature: string | undefined): boolean {
    return sameHex(webhookSignature(this.keys.webhookSecret, rawBody), signature);
  }

  verifyCheckout(providerOrderId: string, paymentId: string, signature: string): boolean {
    return sameHex(checkoutSignature(this.keys.keySecret, providerOrderId, paymentId), signature);
  }

  /** Null when Razorpay has no such order. */
  async fetchOrder(providerOrderId: string): Promise<ProviderOrder | null> {
    try {
      return providerOrderSchema.parse(await (await this.client()).orders.fetch(providerOrderId));
    } catch (error) {
      if (statusOf(error) === 400 || statusOf(error) === 404) return null;
      throw unavailable();
    }
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    return this.call(async () => providerPaymentSchema.parse(await (await this.client()).payments.fetch(paymentId)));
  }

  /** Every payment made against the provider's order (reconciling a missed webhook). */
  async paymentsOf(providerOrderId: string): Promise<ProviderPayment[]> {
    return this.call(async () =>
      providerPaymentSchema.array().parse((await (await this.client()).orders.fetchPayments(providerOrderId)).items),
    );
  }

  private async refundOnce(paymentId: string, refundId: string, amount: number, notes: Record<string, string>): Promise<ProviderRefund> {
    const made = await this.call(async () =>
      providerRefundSchema.array().parse((await (await this.client()).payments.fetchMultipleRefund(paymentId, { count: 100 })).items),
    );
    const earlier = made.find((r) => r.receipt === refundId || r.notes?.refundId === refundId);
    if (earlier && earlier.status !== 'failed') return earlier;
    const refund = await this.call(async () =>
      providerRefundSchema.parse(
        await (await this.client()).payments.refund(paymentId, { amount, receipt: refundId, notes: { ...notes, refundId } }),
      ),
    );
    if (refund.status === 'failed') throw unavailable();
    return refund;
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch {
      throw unavailable();
    }
  }
}
