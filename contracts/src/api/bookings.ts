import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { bookingCartSchema } from '../bookings/cart';
import { instantBuyBodySchema, transactionCreateBodySchema } from '../bookings/transactionBody';
import { orderItemSchema, orderTotalsSchema } from '../bookings/order';
import { membershipDocumentSchema, orderDocumentSchema, payoutDocumentSchema, transactionSchema } from '../bookings/readModel';
import { orderDerivedSchema, orderVendorSchema } from '../bookings/orderFields';
import { catalogueIdSchema } from '../catalogue/shapes';
import { settlementDocumentSchema } from '../bookings/payouts';
import { pageParams } from './games';
import { reply } from './gameRouteParts';
import { defineRoute } from './route';

/** The order as replies carry it, with the spec's Order fields derived (bookings/orderFields.ts). */
const orderReplySchema = orderDocumentSchema.extend({
  ...orderDerivedSchema.shape,
  items: z.array(z.intersection(orderDocumentSchema.shape.items.element, z.object({ vendor: orderVendorSchema }))),
});

/**
 * Booking and paying (spec section 7 "POST transaction create and instantBuy (b2c).
 * Payload as the order shape"). Paths of our own beside them under /api/b2c.
 */
const buyer = { tag: 'Bookings', auth: 'required', idempotent: true } as const;
const orderParams = z.object({ orderId: idSchema }).strict();

/** How the buyer pays: a gateway payment mode, or payLater (pay at the venue; the order is confirmed at once). */
export const paymentChoiceSchema = z
  .object({
    paymentMode: z
      .string()
      .regex(/^[a-z_]{2,30}$/, 'must be 2-30 characters of a-z _')
      .default('upi'),
    payLater: z.boolean().default(false),
  })
  .strict();

/** What a command reply says of the order; the whole order is read from GET /api/b2c/orders/{orderId}. */
export const orderSummarySchema = z.object({
  orderId: z.string(),
  status: z.enum(['pending_payment', 'confirmed', 'cancelled', 'failed']),
  currency: z.string(),
  symbol: z.string(),
  total: z.number().int(),
  /** The countdown of the slots' hold. */
  holdExpiresAt: z.string(),
  transactionId: z.string().nullable(),
  paymentLink: z.string().nullable(),
  refundTotal: z.number().int(),
  /**
   * How the player UI takes this payment. Razorpay: open its Checkout with the key
   * id and the provider's order id, then post the result to /api/b2c/payments/razorpay/verify.
   * Absent or null: the test gateway's page.
   */
  checkout: z
    .object({
      gateway: z.literal('razorpay'),
      keyId: z.string(),
      providerOrderId: z.string(),
      amount: z.number().int(),
      currency: z.string(),
    })
    .nullable()
    .optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
const orderReply = reply('success', orderSummarySchema);
const paymentReply = orderReply;
const couponReasons = [
  'COUPON_NOT_FOUND',
  'COUPON_INACTIVE',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_NOT_FOR_VENUE',
  'COUPON_NOT_FOR_CITY',
  'COUPON_NOT_FOR_SERVICE',
  'COUPON_MINIMUM_NOT_MET',
  'COUPON_PRIVATE',
  'COUPON_USAGE_LIMIT_REACHED',
  'COUPON_USER_LIMIT_REACHED',
] as const;
const cartErrors = [
  'VALIDATION_FAILED',
  'IDEMPOTENCY_KEY_REUSED',
  'SLOT_UNAVAILABLE',
  'SLOT_NOT_FOUND',
  'SLOT_IN_PAST',
  'UNSUPPORTED_ITEM_TYPE',
  'MIXED_SPACES',
  'SPACE_NOT_FOUND',
  'ORGANISATION_SUSPENDED',
  'MEMBERSHIP_NOT_FOUND',
  ...couponReasons,
] as const;

export const createOrder = defineRoute({
  ...buyer,
  operationId: 'createOrder',
  method: 'post',
  path: '/api/b2c/orders',
  summary:
    "CreateOrder: the booking cart (spec section 3) becomes an order at the server's prices; its slots are held until holdExpiresAt (the space's hold minutes, 10 by default). 409 SLOT_UNAVAILABLE when any slot is taken.",
  body: bookingCartSchema,
  successStatus: 201,
  response: orderReply,
  errors: cartErrors,
});

/** What a cart costs now: its items and totals with the coupon's discount, nothing held. */
export const orderQuoteSchema = orderTotalsSchema.extend({
  currency: z.string(),
  symbol: z.string(),
  items: z.array(orderItemSchema),
  couponCode: z.string().nullable(),
  /** The coupon's part of discountTotal (0 without a coupon). */
  couponDiscount: z.number().int(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

export const quoteOrder = defineRoute({
  ...buyer,
  idempotent: false,
  operationId: 'quoteOrder',
  method: 'post',
  path: '/api/b2c/orders/quote',
  summary:
    "The cart screen's preview: the booking cart (spec section 3) priced as CreateOrder would price it now, with the coupon checked for this buyer (each refusal with its stable reason code on couponCode) and its discount applied. Nothing is held and no coupon use is counted; availability is checked when the order is placed.",
  body: bookingCartSchema,
  successStatus: 200,
  response: reply('success', orderQuoteSchema),
  errors: cartErrors.filter((code) => code !== 'IDEMPOTENCY_KEY_REUSED' && code !== 'SLOT_UNAVAILABLE'),
});

export const createTransaction = defineRoute({
  ...buyer,
  operationId: 'createTransaction',
  method: 'post',
  path: '/api/b2c/transaction/create',
  summary:
    'Spec section 7 "POST transaction create (b2c)": start paying with the payment gateway; the gateway confirms later through its webhook. Either {orderId} of an order still held, or, as the spec\'s client sends it, the order shape: the booking cart (cartItem, couponCode, bookedFor, communication, …) with the Order fields (currency, amounts, applyCoupon, paymentSource, channel, initiator, …), which places the order and starts its payment in one call. The server prices the order: amounts sent are not stored.',
  // The spec's order shape beside today's {orderId} (bookings/transactionBody.ts).
  body: transactionCreateBodySchema,
  successStatus: 201,
  response: paymentReply,
  errors: [
    'VALIDATION_FAILED',
    'IDEMPOTENCY_KEY_REUSED',
    'ORDER_NOT_FOUND',
    'ORDER_NOT_PAYABLE',
    'HOLD_EXPIRED',
    'PAYMENT_GATEWAY_UNAVAILABLE',
    'FORBIDDEN',
    ...cartErrors.filter((code) => code !== 'VALIDATION_FAILED' && code !== 'IDEMPOTENCY_KEY_REUSED'),
  ],
});

export const instantBuy = defineRoute({
  ...buyer,
  operationId: 'instantBuy',
  method: 'post',
  path: '/api/b2c/transaction/instantBuy',
  summary:
    'Spec section 7 "POST instantBuy (b2c)": CreateOrder and transaction create in one call. The body is the booking cart with paymentMode and payLater, or the order shape as on transaction create (without orderId).',
  // "payload as the order shape" holds for instantBuy too (bookings/transactionBody.ts).
  body: instantBuyBodySchema,
  successStatus: 201,
  response: paymentReply,
  errors: [...cartErrors, 'PAYMENT_GATEWAY_UNAVAILABLE', 'FORBIDDEN'],
});

export const paymentWebhook = defineRoute({
  operationId: 'receivePaymentWebhook',
  method: 'post',
  path: '/api/b2c/payments/webhook/{gateway}',
  summary:
    "The payment gateway reports a payment captured or failed. The body must carry the gateway's signature (X-Signature: sha256=<HMAC of the body>); a delivery repeated confirms once.",
  tag: 'Bookings',
  auth: 'none',
  params: z.object({ gateway: z.string().regex(/^[a-z0-9-]{1,30}$/) }).strict(),
  // Razorpay signs with X-Razorpay-Signature (hex HMAC of the body) and names each event by X-Razorpay-Event-Id.
  headers: z.object({
    'x-signature': z.string().max(200).optional(),
    'x-razorpay-signature': z.string().max(200).optional(),
    'x-razorpay-event-id': z.string().max(100).optional(),
  }),
  rawBody: { contentTypes: ['application/json'], maxBytes: 16_384 },
  successStatus: 200,
  response: z.object({ message: z.literal('ok'), data: z.object({ orderId: z.string(), status: z.string() }) }),
  errors: [
    'VALIDATION_FAILED',
    'MALFORMED_JSON',
    'INVALID_SIGNATURE',
    'WEBHOOK_SIGNATURE_INVALID',
    'ORDER_NOT_FOUND',
    'TRANSACTION_NOT_FOUND',
    'UNSUPPORTED_MEDIA_TYPE',
  ],
});

/** Which gateway takes payments, so the checkout shows Razorpay Checkout or the test gateway's page. */
export const paymentGatewayInfo = defineRoute({
  operationId: 'paymentGatewayInfo',
  method: 'get',
  path: '/api/b2c/payments/gateway',
  summary: 'The gateway that takes payments here (`razorpay` with its public key id, or the embedded `test` gateway).',
  tag: 'Bookings',
  auth: 'none',
  successStatus: 200,
  response: z.object({ data: z.object({ gateway: z.enum(['test', 'razorpay']), keyId: z.string().nullable() }) }),
  errors: [],
});

/** What Razorpay Checkout's handler gives the page; the server checks the signature before the payment counts. */
export const razorpayCheckoutResultSchema = z
  .object({
    razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/),
    razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/),
    razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters'),
  })
  .strict();

export const confirmRazorpayCheckout = defineRoute({
  ...buyer,
  idempotent: false,
  operationId: 'confirmRazorpayCheckout',
  method: 'post',
  path: '/api/b2c/payments/razorpay/verify',
  summary:
    "The player UI posts Razorpay Checkout's result. razorpay_signature must be the hex HMAC-SHA256 of `razorpay_order_id|razorpay_payment_id` with the key secret (400 CHECKOUT_SIGNATURE_INVALID otherwise, nothing changes); the payment is then read from Razorpay and counts as the webhook's would. Repeating it changes nothing.",
  body: razorpayCheckoutResultSchema,
  successStatus: 200,
  response: orderReply,
  errors: ['VALIDATION_FAILED', 'CHECKOUT_SIGNATURE_INVALID', 'ORDER_NOT_FOUND', 'TRANSACTION_NOT_FOUND', 'PAYMENT_GATEWAY_UNAVAILABLE'],
});

export const cancelOrder = defineRoute({
  ...buyer,
  operationId: 'cancelOrder',
  method: 'put',
  path: '/api/b2c/orders/{orderId}/cancel',
  summary:
    "Cancel an order before its start: the slots are released and the payment refunded by the venue's policy (full, partial by hours before the start, none) in refund_lines. The buyer, or staff of the venue's organisation.",
  params: orderParams,
  successStatus: 200,
  response: orderReply,
  errors: ['ORDER_NOT_FOUND', 'FORBIDDEN', 'ORDER_NOT_CANCELLABLE', 'IDEMPOTENCY_KEY_REUSED'],
});

export const listMyOrders = defineRoute({
  operationId: 'listMyOrders',
  method: 'get',
  path: '/api/b2c/orders/my/{page}/{size}',
  summary: 'My orders, newest first, with nextUrl while more follow.',
  tag: 'Bookings',
  auth: 'required',
  params: pageParams,
  successStatus: 200,
  response: z.object({ data: z.object({ orders: z.array(orderReplySchema), nextUrl: z.string().nullable() }) }),
  errors: ['VALIDATION_FAILED'],
});

export const getOrder = defineRoute({
  operationId: 'getOrder',
  method: 'get',
  path: '/api/b2c/orders/{orderId}',
  summary:
    "One order with its items, totals, transactions, refund lines and invoice data. The buyer, staff of the venue's organisation, admins.",
  tag: 'Bookings',
  auth: 'required',
  params: orderParams,
  successStatus: 200,
  response: z.object({ data: orderReplySchema }),
  errors: ['ORDER_NOT_FOUND'],
});

export const listMyMemberships = defineRoute({
  operationId: 'listMyMemberships',
  method: 'get',
  path: '/api/b2c/memberships/my/{page}/{size}',
  summary:
    'My memberships (spec section 3 membership), bought through orders: latest end first, each with whether it is valid today (venue date).',
  tag: 'Bookings',
  auth: 'required',
  params: pageParams,
  successStatus: 200,
  response: z.object({
    data: z.object({ memberships: z.array(membershipDocumentSchema.extend({ active: z.boolean() })), nextUrl: z.string().nullable() }),
  }),
  errors: ['VALIDATION_FAILED'],
});

export const listMyTransactions = defineRoute({
  operationId: 'listMyTransactions',
  method: 'get',
  path: '/api/b2c/transactions/my/{page}/{size}',
  summary: 'My transactions (spec section 3 Transaction), by order, newest orders first.',
  tag: 'Bookings',
  auth: 'required',
  params: pageParams,
  successStatus: 200,
  response: z.object({ data: z.object({ transactions: z.array(transactionSchema), nextUrl: z.string().nullable() }) }),
  errors: ['VALIDATION_FAILED'],
});

export const listOrgOrders = defineRoute({
  operationId: 'listOrganisationOrders',
  method: 'get',
  path: '/org-api/{orgId}/orders/{page}/{size}',
  summary:
    "The back office: orders at the organisation's venues, newest first, optionally of one space and one recorded status. Staff of the organisation.",
  tag: 'Bookings',
  auth: 'required',
  params: pageParams.extend({ orgId: catalogueIdSchema }),
  query: z
    .object({ spaceId: catalogueIdSchema.optional(), status: z.enum(['pending_payment', 'confirmed', 'cancelled', 'failed']).optional() })
    .strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ orders: z.array(orderReplySchema), nextUrl: z.string().nullable() }) }),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
});

export const listOrgPayouts = defineRoute({
  operationId: 'listOrganisationPayouts',
  method: 'get',
  path: '/org-api/{orgId}/payouts',
  summary:
    "Partner split: each confirmed order's gross, the platform's commission and the partner's share (net of refunds), and the payout due: the partner's shares the platform collected less the commission on what the venue collected (pay later). Staff of the organisation.",
  tag: 'Bookings',
  auth: 'required',
  params: z.object({ orgId: catalogueIdSchema }).strict(),
  successStatus: 200,
  response: z.object({
    data: z.object({
      orgId: z.string(),
      currency: z.string(),
      gross: z.number().int(),
      commission: z.number().int(),
      partnerShare: z.number().int(),
      payoutDue: z.number().int(),
      /** What the platform has settled (paid the partner) so far, and what is still due after it. */
      settled: z.number().int(),
      remainingDue: z.number().int(),
      settlements: z.array(settlementDocumentSchema),
      payouts: z.array(payoutDocumentSchema),
    }),
  }),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
});
