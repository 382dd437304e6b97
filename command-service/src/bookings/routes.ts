import { bookingsApi } from '@sports/contracts';

type OrderSummary = bookingsApi.OrderSummary;
import type { Api } from '@sports/service-kit';
import { contextOf } from '../core/http';
import type { BookingFlows } from './bookingFlows';
import type { Actor } from '@sports/contracts';
import type { CommandContext } from '../core/decider';
import { transactionRequestOf, type TransactionRequest } from './transactionBody';

/** What a command reply says of the order; `checkout` tells the player UI to open Razorpay Checkout. */
export const orderSummaryOf = async (flows: BookingFlows, orderId: string, transactionId: string | null = null): Promise<OrderSummary> => {
  const state = await flows.readOrder(orderId);
  const order = state.order!;
  const latest = transactionId ?? [...state.transactions.keys()].at(-1) ?? null;
  return {
    orderId,
    status: state.status,
    currency: order.currency,
    symbol: order.symbol,
    total: order.totals.total,
    holdExpiresAt: order.holdExpiresAt,
    transactionId: latest,
    paymentLink: latest ? (state.transactionLinks.get(latest) ?? null) : null,
    refundTotal: state.refundTotal,
    checkout: flows.checkoutOf(state, latest),
  };
};

/** CreateOrder, transaction create and instantBuy (spec section 7, b2c), cancellation. */
export const registerBookingCommandRoutes = (api: Api, flows: BookingFlows): void => {
  const summary = (orderId: string, transactionId: string | null = null) => orderSummaryOf(flows, orderId, transactionId);
  const ok = (data: OrderSummary) => ({ body: { message: 'success' as const, data } });

  api.bind(bookingsApi.createOrder, async (input) => {
    const orderId = await flows.createOrder(input.body, input.actor, contextOf(input), false);
    return ok(await summary(orderId));
  });

  api.bind(bookingsApi.quoteOrder, async (input) => {
    const { order, couponDiscount } = await flows.quote(input.body, input.actor, input.now);
    const { currency, symbol, items, totals, couponCode } = order;
    return {
      body: { message: 'success' as const, data: { ...totals, currency, symbol, items, couponCode: couponCode ?? null, couponDiscount } },
    };
  });

  /** Places the cart's order and starts its payment (the payment's command id derived from the order's, so a retry repeats both). */
  const buyCart = async (request: Extract<TransactionRequest, { kind: 'cart' }>, actor: Actor, context: CommandContext) => {
    const orderId = await flows.createOrder(request.cart, actor, context, request.payLater);
    if (request.payLater) return ok(await summary(orderId));
    const transactionId = await flows.startPayment(orderId, request.paymentMode, { ...context, commandId: `${context.commandId}.pay` });
    return ok(await summary(orderId, transactionId));
  };

  api.bind(bookingsApi.createTransaction, async (input) => {
    const request = transactionRequestOf(input.body, input.actor);
    const context = contextOf(input);
    // The spec's order shape places the order and starts its payment, as instantBuy does.
    if (request.kind === 'cart') return buyCart(request, input.actor, context);
    const { orderId, paymentMode, payLater } = request;
    await flows.visibleOrder(orderId, input.actor);
    if (payLater) return ok(await summary(orderId));
    const transactionId = await flows.startPayment(orderId, paymentMode, context);
    return ok(await summary(orderId, transactionId));
  });

  api.bind(bookingsApi.instantBuy, async (input) => {
    const request = transactionRequestOf(input.body, input.actor);
    if (request.kind !== 'cart') throw new Error('unreachable: instantBuy bodies carry no orderId');
    return buyCart(request, input.actor, contextOf(input));
  });

  api.bind(bookingsApi.cancelOrder, async (input) => {
    const { orderId } = input.params;
    await flows.visibleOrder(orderId, input.actor);
    await flows.cancel(orderId, contextOf(input));
    return ok(await summary(orderId));
  });
};
