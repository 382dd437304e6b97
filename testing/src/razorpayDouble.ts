import { createHmac, randomBytes } from 'node:crypto';
import nock from 'nock';

/**
 * A local double of Razorpay's documented REST endpoints, so tests run the
 * official SDK unchanged with no network: nock answers the SDK's HTTP requests to
 * https://api.razorpay.com from the in-memory orders, payments and refunds below.
 *
 * Endpoints: POST /v1/orders, GET /v1/orders/{id}, GET /v1/orders/{id}/payments,
 * GET /v1/payments/{id}, POST /v1/payments/{id}/refund, GET /v1/payments/{id}/refunds.
 * Requests must carry the key id and secret (Basic auth), as Razorpay requires.
 * Entities have the documented shapes (the fields our adapter reads and a few more).
 */
type Notes = Record<string, string>;
export type DoubleOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
};
export type DoublePayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'upi';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  notes: Notes;
  error_code: string | null;
  error_reason: string | null;
  created_at: number;
};
export type DoubleRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
  created_at: number;
};

const HOST = 'https://api.razorpay.com';
const idOf = (prefix: string) =>
  `${prefix}_${randomBytes(10)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);
const badRequest = (description: string) =>
  [
    400,
    {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    },
  ] as const;
const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });

export class RazorpayDouble {
  readonly orders = new Map<string, DoubleOrder>();
  readonly payments = new Map<string, DoublePayment>();
  readonly refunds = new Map<string, DoubleRefund>();
  /** How refunds answer: at once (`processed`), or accepted and confirmed later by refund.processed (`pending`). */
  refundStatus: 'processed' | 'pending' = 'processed';
  /** Requests the double answered, as `METHOD /path` (tests see which calls were made). */
  readonly calls: string[] = [];
  private scope: nock.Scope | null = null;

  constructor(readonly keys: { keyId: string; keySecret: string; webhookSecret: string }) {}

  install(): void {
    // nock calls the reply with its own `this` (the request); the arrow keeps the double's.
    const handle = (method: string, uri: string, authorization: string | string[] | undefined, body: nock.Body) =>
      this.handle(method, uri, authorization, body);
    const answer = (method: string) =>
      function (this: nock.ReplyFnContext, uri: string, body: nock.Body): nock.ReplyFnResult {
        return handle(method, uri, this.req.headers.authorization, body);
      };
    this.scope = nock(HOST)
      .persist()
      .get(() => true)
      .reply(answer('GET'))
      .post(() => true)
      .reply(answer('POST'));
  }

  uninstall(): void {
    this.scope?.persist(false);
    nock.cleanAll();
    this.scope = null;
  }

  /**
   * The buyer pays the order in Checkout: Razorpay makes the payment (captured, failed, or only
   * authorized) and Checkout's handler gets these three fields, signed with the key secret.
   */
  pay(orderId: string, outcome: { status?: 'captured' | 'failed' | 'authorized'; amount?: number } = {}) {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`the double has no order ${orderId}`);
    const status = outcome.status ?? 'captured';
    const payment: DoublePayment = {
      id: idOf('pay'),
      entity: 'payment',
      amount: outcome.amount ?? order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      notes: {},
      error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_reason: status === 'failed' ? 'payment_failed' : null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = status === 'captured' ? 'paid' : 'attempted';
    if (status === 'captured') Object.assign(order, { amount_paid: payment.amount, amount_due: 0 });
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: this.checkoutSignature(order.id, payment.id),
    };
  }

  checkoutSignature(orderId: string, paymentId: string): string {
    return createHmac('sha256', this.keys.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
  }

  /** A webhook delivery of the documented event shape, its X-Razorpay-Signature and X-Razorpay-Event-Id. */
  webhook(event: string, entities: { payment?: DoublePayment; refund?: DoubleRefund }) {
    const payload: Record<string, { entity: unknown }> = {};
    if (entities.refund) payload.refund = { entity: { ...entities.refund } };
    if (entities.payment) payload.payment = { entity: { ...entities.payment } };
    const body = { entity: 'event', account_id: 'acc_Double000001', event, contains: Object.keys(payload), payload, created_at: now() };
    const rawBody = JSON.stringify(body);
    const signature = createHmac('sha256', this.keys.webhookSecret).update(rawBody).digest('hex');
    return { rawBody, signature, eventId: idOf('evt') };
  }

  paymentWebhook(paymentId: string) {
    const payment = this.payments.get(paymentId)!;
    return this.webhook(payment.status === 'failed' ? 'payment.failed' : 'payment.captured', { payment });
  }

  /** Razorpay finishes a pending refund; the refund.processed webhook tells the merchant. */
  processRefund(refundId: string) {
    const refund = this.refunds.get(refundId)!;
    refund.status = 'processed';
    return this.webhook('refund.processed', { refund, payment: this.payments.get(refund.payment_id)! });
  }

  /** A Razorpay order opened by someone else (not through our checkout): its payment matches no order of ours. */
  foreignOrder(amount: number, notes: Notes = {}): DoubleOrder {
    const order: DoubleOrder = {
      id: idOf('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: null,
      status: 'created',
      attempts: 0,
      notes,
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  refundsOf(paymentId: string): DoubleRefund[] {
    return [...this.refunds.values()].filter((r) => r.payment_id === paymentId);
  }

  private handle(method: string, uri: string, authorization: string | string[] | undefined, rawBody: nock.Body): nock.ReplyFnResult {
    const expected = `Basic ${Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString('base64')}`;
    if (authorization !== expected) return [401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }];
    const path = uri.split('?')[0]!;
    this.calls.push(`${method} ${path}`);
    const body = (typeof rawBody === 'string' && rawBody ? JSON.parse(rawBody) : rawBody) as Record<string, unknown>;
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/orders') return this.createOrder(body);
    if (method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)$/)))
      return this.orders.has(m[1]!) ? [200, this.orders.get(m[1]!)!] : badRequest('The id provided does not exist');
    if (method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      if (!this.orders.has(m[1]!)) return badRequest('The id provided does not exist');
      return [200, collection([...this.payments.values()].filter((p) => p.order_id === m![1]))];
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payments\/([^/]+)$/)))
      return this.payments.has(m[1]!) ? [200, this.payments.get(m[1]!)!] : badRequest('The id provided does not exist');
    if (method === 'GET' && (m = path.match(/^\/v1\/payments\/([^/]+)\/refunds$/))) return [200, collection(this.refundsOf(m[1]!))];
    if (method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) return this.refund(m[1]!, body);
    return [404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } }];
  }

  /** Documented rules: amount in paise, at least 100; currency; receipt at most 40 characters; notes at most 15 keys. */
  private createOrder(body: Record<string, unknown>): nock.ReplyFnResult {
    const { amount, currency, receipt, notes } = body as { amount: unknown; currency: unknown; receipt?: unknown; notes?: Notes };
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return badRequest('The amount must be atleast INR 1.00');
    if (currency !== 'INR') return badRequest('The currency provided is invalid');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40))
      return badRequest('The receipt may not be greater than 40 characters.');
    if (notes && Object.keys(notes).length > 15) return badRequest('Number of fields in notes should be less than or equal to 15');
    const order: DoubleOrder = {
      id: idOf('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: (receipt as string) ?? null,
      status: 'created',
      attempts: 0,
      notes: notes ?? {},
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return [200, order];
  }

  /** Documented rules: only a captured payment, and never more than is left of it; no amount: the rest. */
  private refund(paymentId: string, body: Record<string, unknown>): nock.ReplyFnResult {
    const payment = this.payments.get(paymentId);
    if (!payment) return badRequest('The id provided does not exist');
    if (!payment.captured) return badRequest('The payment has not been captured');
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? left : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100 || amount > left)
      return badRequest('The refund amount provided is greater than amount captured');
    const refund: DoubleRefund = {
      id: idOf('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      notes: (body.notes as Notes) ?? {},
      receipt: (body.receipt as string) ?? null,
      status: this.refundStatus,
      speed_processed: 'normal',
      speed_requested: 'normal',
      created_at: now(),
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return [200, refund];
  }
}
