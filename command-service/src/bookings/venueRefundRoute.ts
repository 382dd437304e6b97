import { DomainError, adminApi, mayOnOrg } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import { contextOf } from '../core/http';
import type { BookingFlows } from './bookingFlows';

/**
 * The back office's refund (the back-office issue: "refund is a command"): a manager of the
 * order's organisation cancels it and chooses the share refunded. Staff who only read the
 * organisation, and everyone else, are refused; an order elsewhere does not exist for them.
 */
export const registerVenueRefundRoute = (api: Api, flows: BookingFlows): void => {
  api.bind(adminApi.adminRefundOrder, async (input) => {
    const orderId = input.params.id;
    const { order } = await flows.readOrder(orderId);
    if (!order || !mayOnOrg(input.actor, 'readOrg', order.orgId)) throw new DomainError('ORDER_NOT_FOUND', 'No such order', 'id');
    if (!mayOnOrg(input.actor, 'manageOrg', order.orgId)) throw new DomainError('FORBIDDEN', "Only the organisation's managers refund orders", 'Authorization');
    await flows.cancel(orderId, contextOf(input), input.body.refundPercent);
    const state = await flows.readOrder(orderId);
    return { body: { id: orderId, status: state.status, refundTotal: state.refundTotal } };
  });
};
