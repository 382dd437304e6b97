import { bookingsApi, catalogueApi, type BookingCart, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../api/http';
import { newIdempotencyKey, routePath, sameOriginPath } from '../api/paths';
import { withSession } from '../session/withSession';

export type VenuePage = RouteResponse<typeof catalogueApi.listCatalogueVenues>['data'];
export type SlotFacilities = RouteResponse<typeof catalogueApi.listSlotsByListing>['data'];
export type OrderReply = RouteResponse<typeof bookingsApi.createOrder>['data'];
export type OrderPage = RouteResponse<typeof bookingsApi.listMyOrders>['data'];

const read = { anonymousRetry: true };

/** Spec section 7 "GET venues by listing", section 9 "Venue fetch 0/30". */
export const firstVenuesUrl = (listingId: string): string =>
  routePath(catalogueApi.listCatalogueVenues, { listingId, page: 0, size: catalogueApi.CATALOGUE_VENUE_PAGE_SIZE });

export const fetchVenues = (url: string): Promise<VenuePage> =>
  withSession(async (token) => (await requestJson(sameOriginPath(url), catalogueApi.listCatalogueVenues.response, { token })).data, read);

/** Spec section 7 "GET slots by listing": the fields of one venue with their slots, prices and statuses on a date. */
export const fetchSlots = (listingId: string, date: string, spaceId: string): Promise<SlotFacilities> =>
  withSession(async (token) => {
    const url = `${routePath(catalogueApi.listSlotsByListing, { listingId })}?${new URLSearchParams({ date, spaceId })}`;
    return (await requestJson(url, catalogueApi.listSlotsByListing.response, { token })).data;
  }, read);

/** Commands carry one Idempotency-Key per attempt, so a retried request is not a second order. */
const command = async <R extends typeof bookingsApi.createOrder | typeof bookingsApi.createTransaction | typeof bookingsApi.cancelOrder>(
  route: R,
  url: string,
  body: unknown,
): Promise<OrderReply> => {
  const headers = { 'idempotency-key': newIdempotencyKey() };
  return withSession(
    async (token) =>
      (await requestJson(url, route.response, { method: route.method.toUpperCase() as 'POST' | 'PUT', token, body, headers })).data,
  );
};

/** CreateOrder: the cart becomes an order at the server's prices; its slots are held until holdExpiresAt. */
export const createOrder = (cart: BookingCart): Promise<OrderReply> => command(bookingsApi.createOrder, bookingsApi.createOrder.path, cart);

/** Spec section 7 "transaction create": the gateway answers later through its webhook. */
export const payOrder = (orderId: string, paymentMode: string): Promise<OrderReply> =>
  command(bookingsApi.createTransaction, bookingsApi.createTransaction.path, { orderId, paymentMode, payLater: false });

export type PaymentGatewayInfo = RouteResponse<typeof bookingsApi.paymentGatewayInfo>['data'];
export type RazorpayResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/** Which gateway takes payments here: Razorpay Checkout, or the test gateway's page. */
export const fetchPaymentGateway = (): Promise<PaymentGatewayInfo> =>
  withSession(
    async (token) => (await requestJson(bookingsApi.paymentGatewayInfo.path, bookingsApi.paymentGatewayInfo.response, { token })).data,
    read,
  );

/** Razorpay Checkout's result: the server verifies its signature before the payment counts. */
export const verifyRazorpayPayment = (result: RazorpayResult): Promise<OrderReply> =>
  withSession(
    async (token) =>
      (
        await requestJson(bookingsApi.confirmRazorpayCheckout.path, bookingsApi.confirmRazorpayCheckout.response, {
          method: 'POST',
          token,
          body: result,
        })
      ).data,
  );

export const cancelOrder = (orderId: string): Promise<OrderReply> =>
  command(bookingsApi.cancelOrder, routePath(bookingsApi.cancelOrder, { orderId }), undefined);

export const fetchOrder = (orderId: string) =>
  withSession(
    async (token) => (await requestJson(routePath(bookingsApi.getOrder, { orderId }), bookingsApi.getOrder.response, { token })).data,
  );

export const MY_ORDERS_PAGE_SIZE = 10;
export const firstOrdersUrl = (): string => routePath(bookingsApi.listMyOrders, { page: 0, size: MY_ORDERS_PAGE_SIZE });

export const fetchMyOrders = (url: string): Promise<OrderPage> =>
  withSession(async (token) => (await requestJson(sameOriginPath(url), bookingsApi.listMyOrders.response, { token })).data);

export type TransactionPage = RouteResponse<typeof bookingsApi.listMyTransactions>['data'];
const TRANSACTION_PAGE_SIZE = 20;
/** Payment links are followed soon after they are made, so the newest orders are enough to search. */
const TRANSACTION_PAGES_SEARCHED = 5;

/** The order a payment (our transaction id, the payment link's last part) belongs to, among my newest orders; null when not found. */
export const findOrderOfTransaction = (transactionId: string): Promise<string | null> =>
  withSession(async (token) => {
    let url: string | null = routePath(bookingsApi.listMyTransactions, { page: 0, size: TRANSACTION_PAGE_SIZE });
    for (let i = 0; url && i < TRANSACTION_PAGES_SEARCHED; i++) {
      const page: TransactionPage = (await requestJson(sameOriginPath(url), bookingsApi.listMyTransactions.response, { token })).data;
      const found = page.transactions.find((t) => t.id === transactionId);
      if (found) return found.orderId;
      url = page.nextUrl;
    }
    return null;
  });
