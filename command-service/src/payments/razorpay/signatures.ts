import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures, both hex HMAC-SHA256 and both compared in constant
 * time: Checkout's `razorpay_signature` over `order_id|payment_id` with the key secret, and the
 * webhook's `X-Razorpay-Signature` over the raw body with the webhook secret.
 */
export const hmacHex = (secret: string, text: string): string => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

export const sameHex = (expected: string, given: string | undefined): boolean => {
  if (!given) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

export const checkoutSignature = (keySecret: string, providerOrderId: string, paymentId: string): string =>
  hmacHex(keySecret, `${providerOrderId}|${paymentId}`);

export const webhookSignature = (webhookSecret: string, rawBody: string): string => hmacHex(webhookSecret, rawBody);
