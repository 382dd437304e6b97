import {
  DomainError,
  bookingsApi,
  orderReplyOf,
  venueDateAt,
  CURRENCY,
  type MembershipDocument,
  type OrderDocument,
  type PayoutDocument,
  type SettlementDocument,
} from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import {
  MEMBERSHIPS_COLLECTION,
  ORDERS_COLLECTION,
  PAYOUTS_COLLECTION,
  SETTLEMENTS_COLLECTION,
  type DocumentStore,
} from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { pageOf } from '../catalogue/nextPage';

/** An order waiting for payment past its hold has expired, whether or not anyone took the slot since. */
const asOf = (order: OrderDocument, now: Date): OrderDocument =>
  order.status === 'pending_payment' && !order.payLater && Date.parse(order.holdExpiresAt) <= now.getTime()
    ? { ...order, status: 'expired' }
    : order;

/** My orders, one order (buyer, the venue's staff, admins), my transactions. */
export const registerBookingQueryRoutes = (api: Api, store: DocumentStore, deps: { clock: () => Date }): void => {
  const mine = (userId: string, page: number, size: number) =>
    store.find<OrderDocument>(ORDERS_COLLECTION, { filter: { userId }, sort: [['created', -1]], skip: page * size, limit: size + 1 });

  api.bind(bookingsApi.listMyOrders, async ({ params, actor, c }) => {
    const { items, nextUrl } = pageOf(await mine(actor.userId, params.page, params.size), { url: c.req.url, ...params });
    return { body: { data: { orders: items.map((o) => orderReplyOf(asOf(o, deps.clock()))), nextUrl } } };
  });

  api.bind(bookingsApi.getOrder, async ({ params, actor }) => {
    const order = await store.get<OrderDocument>(ORDERS_COLLECTION, params.orderId);
    if (!order || (order.userId !== actor.userId && !mayOnOrg(actor, 'readOrg', order.orgId)))
      throw new DomainError('ORDER_NOT_FOUND', 'No such order', 'orderId');
    // The partner split is the venue's business: its staff and admins see it, the buyer does not.
    const split = mayOnOrg(actor, 'readOrg', order.orgId) ? await store.get<PayoutDocument>(PAYOUTS_COLLECTION, order.id) : null;
    return { body: { data: orderReplyOf(asOf(order, deps.clock()), split) } };
  });

  api.bind(bookingsApi.listMyTransactions, async ({ params, actor, c }) => {
    const { items, nextUrl } = pageOf(await mine(actor.userId, params.page, params.size), { url: c.req.url, ...params });
    return { body: { data: { transactions: items.flatMap((o) => [...o.transactions].reverse()), nextUrl } } };
  });

  api.bind(bookingsApi.listMyMemberships, async ({ params, actor, c }) => {
    const found = await store.find<MembershipDocument>(MEMBERSHIPS_COLLECTION, {
      filter: { userId: actor.userId },
      sort: [['validUntil', -1]],
      skip: params.page * params.size,
      limit: params.size + 1,
    });
    const { items, nextUrl } = pageOf(found, { url: c.req.url, ...params });
    const today = venueDateAt(deps.clock().toISOString());
    return {
      body: { data: { memberships: items.map((m) => ({ ...m, active: m.validFrom <= today && today <= m.validUntil })), nextUrl } },
    };
  });

  api.bind(bookingsApi.listOrgPayouts, async ({ params, actor }) => {
    if (!mayOnOrg(actor, 'readOrg', params.orgId)) throw new DomainError('FORBIDDEN', 'Only staff of this organisation', 'orgId');
    const payouts = await store.find<PayoutDocument>(PAYOUTS_COLLECTION, { filter: { orgId: params.orgId }, sort: [['created', -1]] });
    const sum = (of: (p: PayoutDocument) => number) => payouts.reduce((total, p) => total + of(p), 0);
    // The platform holds what the gateway collected and owes the partner its share; the venue holds pay-later money and owes the commission.
    const payoutDue = sum((p) => (p.collectedBy === 'platform' ? p.partnerShare : -p.commission));
    const settlements = await store.find<SettlementDocument>(SETTLEMENTS_COLLECTION, {
      filter: { orgId: params.orgId },
      sort: [['period.from', -1]],
    });
    // What the platform has paid the partner comes off what it owes.
    const settled = settlements.reduce((total, s) => total + s.amount, 0);
    const totals = {
      gross: sum((p) => p.gross - p.refunded),
      commission: sum((p) => p.commission),
      partnerShare: sum((p) => p.partnerShare),
    };
    const data = {
      orgId: params.orgId,
      currency: CURRENCY.currency,
      ...totals,
      payoutDue,
      settled,
      remainingDue: payoutDue - settled,
      settlements,
      payouts,
    };
    return { body: { data } };
  });

  api.bind(bookingsApi.listOrgOrders, async ({ params, query, actor, c }) => {
    if (!mayOnOrg(actor, 'readOrg', params.orgId)) throw new DomainError('FORBIDDEN', 'Only staff of this organisation', 'orgId');
    const found = await store.find<OrderDocument>(ORDERS_COLLECTION, {
      filter: {
        orgId: params.orgId,
        ...(query.spaceId ? { spaceId: query.spaceId } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
      sort: [['created', -1]],
      skip: params.page * params.size,
      limit: params.size + 1,
    });
    const { items, nextUrl } = pageOf(found, { url: c.req.url, ...params });
    return { body: { data: { orders: items.map((o) => orderReplyOf(asOf(o, deps.clock()))), nextUrl } } };
  });
};
