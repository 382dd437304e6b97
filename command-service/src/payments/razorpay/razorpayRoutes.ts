import { DomainError, bookingsApi } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { BookingFlows } from '../../bookings/bookingFlows';
import { orderSummaryOf } from '../../bookings/routes';
import type { RazorpayPayments } from './razorpayPayments';

/** The player UI posts Razorpay Checkout's result here; it counts once its signature is verified. */
export const registerRazorpayCheckoutRoute = (api: Api, flows: BookingFlows, razorpay: RazorpayPayments): void => {
  api.bind(bookingsApi.confirmRazorpayCheckout, async (input) => {
    const settled = await razorpay.confirmCheckout(input.body, input.now);
    // The payment counts whoever posts it (it is Razorpay's word); the order is shown only to whom may see it.
    // A payment of no order of ours was refunded whole; the buyer is told there is no such order.
    if (!settled.orderId) throw new DomainError('ORDER_NOT_FOUND', 'The payment matches no order; it is refunded', 'razorpay_order_id');
    await flows.visibleOrder(settled.orderId, input.actor);
    return { body: { message: 'success' as const, data: await orderSummaryOf(flows, settled.orderId) } };
  });
};
