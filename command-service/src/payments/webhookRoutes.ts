import { DomainError, bookingsApi } from '@sports/contracts';
import { parseOrThrow, type Api } from '@sports/service-kit';
import type { BookingFlows } from '../bookings/bookingFlows';
import { paymentOutcomeSchema, type PaymentGateway } from './gateway';
import type { RazorpayPayments } from './razorpay/razorpayPayments';

/** The gateway's signed answer about a payment. Nothing is read from an unsigned body. */
export const registerPaymentWebhookRoute = (
  api: Api,
  flows: BookingFlows,
  gateways: readonly PaymentGateway[],
  razorpay?: RazorpayPayments,
): void => {
  api.bind(bookingsApi.paymentWebhook, async (input) => {
    const gateway = gateways.find((g) => g.name === input.params.gateway);
    const rawBody = new TextDecoder().decode(input.body.bytes);
    // Razorpay's events have their own shape and signature header: a bad or missing one is 400.
    if (razorpay && input.params.gateway === razorpay.gateway.name) {
      const settled = await razorpay.onWebhook(rawBody, input.headers['x-razorpay-signature'], input.now);
      return { body: { message: 'ok' as const, data: { orderId: settled.orderId ?? '', status: settled.status } } };
    }
    if (!gateway || !gateway.verifySignature(rawBody, input.headers['x-signature'])) {
      throw new DomainError('INVALID_SIGNATURE', 'The webhook signature does not match', 'x-signature');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new DomainError('MALFORMED_JSON', 'The body is not valid JSON', 'body');
    }
    const outcome = parseOrThrow(paymentOutcomeSchema, parsed, 'body');
    const state = await flows.onPaymentOutcome(outcome, input.now);
    return { body: { message: 'ok' as const, data: { orderId: outcome.orderId, status: state.status } } };
  });
};
