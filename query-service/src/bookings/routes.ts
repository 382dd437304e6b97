import { DomainError, bookingsApi, mayOnOrg, type OrderDocument } from '@sports/contracts';
import { ORDERS_COLLECTION, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';

/** An order waiting for payment past its hold has expired, whether or not anyone took the slot since. */
const asOf = (order: OrderDocument, now: Date): OrderDocument =>
  order.status === 'pending_payment' && !order.payLater && Date.parse(order.holdExpiresAt) <= now.getTime() ? { ...order, status: 'expired' } : order;

const nextUrlOf = (url: string, page: number, size: number, more: boolean) =>
  more ? new URL(url).pathname.replace(/\/\d+\/\d+$/, `/${page + 1}/${size}`) : null;

/** My orders, one order (buyer, the venue's staff, admins), my transactions. */
export const registerBookingQueryRoutes = (api: Api, store: DocumentStore, deps: { clock: () => Date }): void => {
  const mine = (userId: string, page: number, size: number) =>
    store.find<OrderDocument>(ORDERS_COLLECTION, { filter: { userId }, sort: [['created', -1]], skip: page * size, limit: size + 1 });

  api.bind(bookingsApi.listMyOrders, async ({ params, actor, c }) => {
    const found = await mine(actor.userId, params.page, params.size);
    const orders = found.slice(0, params.size).map((o) => asOf(o, deps.clock()));
    return { body: { data: { orders, nextUrl: nextUrlOf(c.req.url, params.page, params.size, found.length > params.size) } } };
  });

  api.bind(bookingsApi.getOrder, async ({ params, actor }) => {
    const order = await store.get<OrderDocument>(ORDERS_COLLECTION, params.orderId);
    if (!order || (order.userId !== actor.userId && !mayOnOrg(actor, 'readOrg', order.orgId))) throw new DomainError('ORDER_NOT_FOUND', 'No such order', 'orderId');
    return { body: { data: asOf(order, deps.clock()) } };
  });

  api.bind(bookingsApi.listMyTransactions, async ({ params, actor, c }) => {
    const found = await mine(actor.userId, params.page, params.size);
    const transactions = found.slice(0, params.size).flatMap((o) => [...o.transactions].reverse());
    return { body: { data: { transactions, nextUrl: nextUrlOf(c.req.url, params.page, params.size, found.length > params.size) } } };
  });
};
