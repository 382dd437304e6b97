import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '@sports/contracts';
import { DevOutbox, WebhookDelivery } from './delivery';

const message = { to: '+919812345678', channel: 'sms' as const, text: 'Your code is 123456' };

describe('DevOutbox', () => {
  it('returns the messages of one number, newest first', async () => {
    const outbox = new DevOutbox();
    await outbox.send(message);
    await outbox.send({ ...message, to: '+919800000000' });
    await outbox.send({ ...message, text: 'second' });
    expect(outbox.to(message.to).map((m) => m.text)).toEqual(['second', 'Your code is 123456']);
  });
});

describe('WebhookDelivery', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const gateway = (status: number, seen: Array<{ body: string; signature: string | undefined }>) =>
    new Promise<string>((resolve) => {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (d) => (body += d));
        req.on('end', () => {
          seen.push({ body, signature: req.headers['x-signature'] as string | undefined });
          res.writeHead(status).end();
        });
      }).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/send`));
    });

  it('posts the message signed with the shared secret', async () => {
    const seen: Array<{ body: string; signature: string | undefined }> = [];
    const url = await gateway(202, seen);
    await new WebhookDelivery({ url, secret: 'gateway-secret' }).send(message);
    expect(JSON.parse(seen[0]!.body)).toEqual(message);
    expect(seen[0]!.signature).toBe(`sha256=${createHmac('sha256', 'gateway-secret').update(seen[0]!.body).digest('hex')}`);
  });

  it('turns a failing gateway into DELIVERY_FAILED', async () => {
    const url = await gateway(500, []);
    await expect(new WebhookDelivery({ url, secret: 's' }).send(message)).rejects.toMatchObject({ code: 'DELIVERY_FAILED' });
    await expect(new WebhookDelivery({ url: 'http://127.0.0.1:1/none', secret: 's' }).send(message)).rejects.toBeInstanceOf(DomainError);
  });
});
