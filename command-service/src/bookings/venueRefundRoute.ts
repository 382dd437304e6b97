import { DomainError, adminApi } from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import { contextOf } from '../core/http';
import type { BookingFlows } from './bookingFlows';
import { capturedOf, refundableOf } from './orderDecider';

/**
 * The back office's refund ("refund is a command"): a
 * manager of the order's organisation refunds an amount or a share of what was paid, cancelling the
 * order with it or not (see adminRefundOrder's `cancel`). Staff who only read the organisation, and
 * everyone else, are refused; an order elsewhere does not exist for them.
 */
export const registerVenueRefundRoute = (api: Api, flows: BookingFlows): void => {
  api.bind(adminApi.adminRefundOrder, async (input) => {
    const orderId = input.params.id;
    const { order } = await flows.readOrder(orderId);
    if (!order || !mayOnOrg(input.actor, 'readOrg', order.orgId)) throw new DomainError('ORDER_NOT_FOUND', 'No such order', 'id');
    if (!mayOnOrg(input.actor, 'manageOrg', order.orgId))
      throw new DomainError('FORBIDDEN', "Only the organisation's managers refund orders", 'Authorization');
    const { amount, refundPercent, cancel } = input.body;
    // The form of before (refundPercent alone, or nothing) cancels; an amount alone is a partial refund.
    if (cancel ?? amount === undefined) await flows.cancel(orderId, contextOf(input), { amount, percent: refundPercent });
    else await flows.refundPart(orderId, contextOf(input), { amount, refundPercent: refundPercent ?? 100 });
    const state = await flows.readOrder(orderId);
    const paid = capturedOf(state)?.amount ?? 0;
    return {
      body: {
        id: orderId,
        status: state.status,
        refundTotal: state.refundTotal,
        refunded: state.refundTotal,
        refundable: refundableOf(state),
        paid,
      },
    };
  });
};
