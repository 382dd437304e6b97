import { createHmac } from 'node:crypto';
import { DomainError, type OutboxMessage } from '@sports/contracts';

export interface CodeMessage {
  to: string;
  channel: 'whatsapp' | 'sms';
  text: string;
}

/** Where one-time codes go out: the development outbox or a production webhook. */
export interface CodeDelivery {
  send(message: CodeMessage): Promise<void>;
}

/** Embedded default and tests: "sent" messages are kept in memory and read back through GET /api/dev/outbox. */
export class DevOutbox implements CodeDelivery {
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly keep = 1_000) {}

  async send(message: CodeMessage): Promise<void> {
    this.messages.push({ ...message, sentAt: new Date().toISOString() });
    if (this.messages.length > this.keep) this.messages.shift();
  }

  /** Newest first. */
  to(phone: string): OutboxMessage[] {
    return this.messages.filter((m) => m.to === phone).reverse();
  }
}

/**
 * Production: POSTs {to, channel, text} as JSON to a messaging gateway. The body is signed
 * with HMAC-SHA256 of the shared secret (X-Signature: sha256=<hex>) so the gateway can tell
 * the request came from us; any non-2xx or a timeout is DELIVERY_FAILED.
 */
export class WebhookDelivery implements CodeDelivery {
  constructor(private readonly options: { url: string; secret: string; timeoutMs?: number }) {}

  async send(message: CodeMessage): Promise<void> {
    const body = JSON.stringify(message);
    const signature = createHmac('sha256', this.options.secret).update(body).digest('hex');
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': `sha256=${signature}` },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
    } catch {
      throw new DomainError('DELIVERY_FAILED', 'The code could not be sent right now; try again shortly');
    }
    await response.body?.cancel();
    if (!response.ok) throw new DomainError('DELIVERY_FAILED', 'The code could not be sent right now; try again shortly');
  }
}
