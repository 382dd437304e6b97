import { DomainError } from '@sports/contracts';
import { signBody, signatureMatches, type PaymentGateway, type PaymentOutcome } from './gateway';

export type PaymentWebhookDelivery = (gateway: string, rawBody: string, signature: string) => Promise<void>;

/**
 * The embedded default's gateway: it behaves like a real one without a network. A payment is
 * answered later, through the signed webhook: captured, or failed for paymentMode "test_failure";
 * "test_timeout" is never answered (the hold then runs out). Refunds succeed at once.
 * It remembers what it charged and refunded, so tests can see nothing was charged twice.
 */
export class TestPaymentGateway implements PaymentGateway {
  readonly name = 'test';
  readonly charged = new Map<string, number>();
  readonly refunded = new Map<string, number>();
  private deliver: PaymentWebhookDelivery | null = null;
  private readonly pending = new Set<Promise<void>>();
  private sequence = 0;
  /** While paused, answers wait here (see pause()). */
  private gate: { opened: Promise<void>; open: () => void } | null = null;

  constructor(private readonly options: { secret: string; publicUrl: string; delayMs?: number }) {}

  /** The platform connects the gateway to its own webhook endpoint once the HTTP app exists. */
  connect(deliver: PaymentWebhookDelivery): void {
    this.deliver = deliver;
  }

  /**
   * The platform is closing: answers not yet delivered are dropped, as a real gateway's webhook to a
   * stopped server is (it retries later), instead of reaching a closed event store.
   */
  disconnect(): void {
    this.deliver = null;
    this.resume();
  }

  paymentLinkFor(transactionId: string): string {
    return `${this.options.publicUrl}/pay/test/${transactionId}`;
  }

  async createPayment(request: { transactionId: string; orderId: string; amount: number; paymentMode: string }): Promise<void> {
    if (!this.deliver) throw new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment gateway is not connected');
    if (request.paymentMode === 'test_timeout') return;
    const captured = request.paymentMode !== 'test_failure';
    this.sequence += 1;
    const outcome: PaymentOutcome = {
      eventId: `evt_${request.transactionId.replace(/[^A-Za-z0-9_-]/g, '')}_${this.sequence}`.slice(0, 60),
      transactionId: request.transactionId,
      orderId: request.orderId,
      status: captured ? 'captured' : 'failed',
      gatewayPaymentId: `pay_${request.transactionId}`,
      ...(captured ? {} : { reason: 'card_declined' }),
    };
    if (captured) this.charged.set(request.transactionId, (this.charged.get(request.transactionId) ?? 0) + request.amount);
    this.later(outcome);
  }

  async refund(request: { transactionId: string; refundId: string; amount: number }): Promise<{ gatewayRefundId: string }> {
    // A refund id is refunded once, however often it is asked for (gateways take an idempotency key).
    if (!this.refunded.has(request.refundId)) this.refunded.set(request.refundId, request.amount);
    return { gatewayRefundId: `rfnd_${request.refundId}` };
  }

  verifySignature(rawBody: string, signature: string | undefined): boolean {
    return signatureMatches(this.options.secret, rawBody, signature);
  }

  /** The body and signature a delivery of this outcome carries (tests replay it). */
  signed(outcome: PaymentOutcome): { rawBody: string; signature: string } {
    const rawBody = JSON.stringify(outcome);
    return { rawBody, signature: signBody(this.options.secret, rawBody) };
  }

  /**
   * Holds every answer back until resume(), for tests that look at what a payment on its way
   * holds (a slot 'held'): the answer otherwise lands after 20 ms, sooner than a busy machine
   * lets the test look.
   */
  pause(): void {
    if (this.gate) return;
    let open = () => undefined as void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    this.gate = { opened, open };
  }

  resume(): void {
    this.gate?.open();
    this.gate = null;
  }

  /** Resolves once every answer sent so far has been delivered (while paused, once resumed). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private later(outcome: PaymentOutcome): void {
    const { rawBody, signature } = this.signed(outcome);
    const gate = this.gate?.opened;
    const delivery = new Promise<void>((resolve) => setTimeout(resolve, this.options.delayMs ?? 20))
      .then(() => gate)
      .then(() => this.deliver?.(this.name, rawBody, signature))
      .catch(() => undefined) // a failed delivery is like a lost webhook: the gateway would retry; tests redeliver
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }
}
