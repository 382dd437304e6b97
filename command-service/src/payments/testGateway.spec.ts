import { describe, expect, it } from 'vitest';
import { TestPaymentGateway } from './testGateway';

/** The embedded default's gateway (docs/bookings.md "Payments"): answers arrive later through the signed webhook. */
const gatewayWithLog = () => {
  const gateway = new TestPaymentGateway({ secret: 'secret', publicUrl: 'http://127.0.0.1:1', delayMs: 5 });
  const delivered: string[] = [];
  gateway.connect(async (_name, rawBody) => {
    delivered.push((JSON.parse(rawBody) as { status: string }).status);
  });
  return { gateway, delivered };
};

describe('TestPaymentGateway', () => {
  it('answers a payment later through the webhook it was connected to: captured, or failed for test_failure', async () => {
    const { gateway, delivered } = gatewayWithLog();
    await gateway.createPayment({ transactionId: 't1', orderId: 'o1', amount: 100, paymentMode: 'upi' });
    await gateway.createPayment({ transactionId: 't2', orderId: 'o2', amount: 100, paymentMode: 'test_failure' });
    expect(delivered).toEqual([]);
    await gateway.idle();
    expect(delivered.sort()).toEqual(['captured', 'failed']);
  });

  it('drops the answers still on their way once disconnected, paused or not, and takes no new payment', async () => {
    const { gateway, delivered } = gatewayWithLog();
    await gateway.createPayment({ transactionId: 't1', orderId: 'o1', amount: 100, paymentMode: 'upi' });
    gateway.pause();
    await gateway.createPayment({ transactionId: 't2', orderId: 'o2', amount: 100, paymentMode: 'upi' });
    gateway.disconnect();
    await gateway.idle();
    expect(delivered).toEqual([]);
    await expect(gateway.createPayment({ transactionId: 't3', orderId: 'o3', amount: 100, paymentMode: 'upi' })).rejects.toMatchObject({
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    });
  });
});
