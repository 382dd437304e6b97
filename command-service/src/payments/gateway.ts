import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The payment gateway port. A payment is started with our transaction id as the
 * merchant reference; its outcome arrives later, signed, at POST /api/b2c/payments/webhook/{name}.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Where the buyer pays (a payment link, spec section 3 Order paymentLink). */
  paymentLinkFor(transactionId: string, orderId: string): string;
  /**
   * A provider that takes payments against an order of its own (Razorpay) opens
   * it before the attempt is recorded, so the attempt carries the provider's order id.
   */
  openOrder?(request: { transactionId: string; orderId: string; amount: number; currency: string }): Promise<{ providerOrderId: string }>;
  /** What the player UI opens to pay a provider's order (Razorpay Checkout); absent: the test gateway's page. */
  checkoutFor?(providerOrderId: string, amount: number, currency: string): PaymentCheckout;
  createPayment(request: { transactionId: string; orderId: string; amount: number; currency: string; paymentMode: string }): Promise<void>;
  /**
   * Refunds `amount` of the captured payment once per refundId. `pending`: the provider accepted it
   * and confirms later (Razorpay's refund.processed), so it is recorded then; otherwise it is done.
   */
  refund(request: {
    transactionId: string;
    refundId: string;
    amount: number;
    orderId: string;
    gatewayPaymentId?: string;
  }): Promise<RefundReply>;
  /** True when the raw body carries the gateway's signature. */
  verifySignature(rawBody: string, signature: string | undefined): boolean;
}

export type RefundReply = { gatewayRefundId: string; status?: 'processed' | 'pending' };
export type PaymentCheckout = { gateway: 'razorpay'; keyId: string; providerOrderId: string; amount: number; currency: string };

/** What a gateway reports for one payment (the webhook body). */
export const paymentOutcomeSchema = z
  .object({
    eventId: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/),
    transactionId: z.string().regex(/^[A-Za-z0-9_.:@+-]{1,64}$/),
    orderId: z.string().regex(/^[A-Za-z0-9_.:@+-]{1,64}$/),
    status: z.enum(['captured', 'failed']),
    gatewayPaymentId: z.string().max(100),
    reason: z.string().max(200).optional(),
  })
  .strict();
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

/** `sha256=<hex HMAC of the raw body>`, as common gateways sign their webhooks. */
export const signBody = (secret: string, rawBody: string): string => `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

export const signatureMatches = (secret: string, rawBody: string, signature: string | undefined): boolean => {
  if (!signature) return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
