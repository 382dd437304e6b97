// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAsAsha } from '../test/tokens';
import { renderAt, setupAppHarness } from '../test/app';
import { fakeApi, type Call } from '../test/fakeApi';
import { makeOrder, transaction } from './testFixtures';
import type { RazorpayOptions } from './razorpayCheckout';
import type { OrderDocument } from '@sports/contracts';

/**
 * When the server says Razorpay takes payments, the checkout opens Razorpay
 * Checkout with the attempt's order and posts its signed result to the verify endpoint; the test
 * gateway's outcomes are not offered. (The Checkout script is stood in for by window.Razorpay.)
 */
setupAppHarness();

const WAIT = { timeout: 4000 };
const checkout = { gateway: 'razorpay', keyId: 'rzp_live_Key0001', providerOrderId: 'order_Abc123', amount: 123600, currency: 'INR' };
const reply = (status: string) => ({
  message: 'success',
  data: {
    orderId: 'o1',
    status,
    currency: 'INR',
    symbol: '₹',
    total: 123600,
    holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
    transactionId: 't1',
    paymentLink: '/checkout/o1',
    refundTotal: 0,
    checkout,
  },
});
const result = { razorpay_order_id: 'order_Abc123', razorpay_payment_id: 'pay_Xyz789', razorpay_signature: 'a'.repeat(64) };

let opened: Array<RazorpayOptions> = [];
beforeEach(() => {
  signedInAsAsha();
  opened = [];
  window.Razorpay = class {
    constructor(private readonly options: RazorpayOptions) {}
    open() {
      opened.push(this.options);
      setTimeout(() => this.options.handler(result), 10); // the buyer pays
    }
    on() {}
  };
});
afterEach(() => {
  delete window.Razorpay;
});

const api = (orders: () => OrderDocument, onVerify: () => void) => (call: Call) => {
  if (call.method === 'GET' && call.path === '/api/b2c/payments/gateway')
    return { body: { data: { gateway: 'razorpay', keyId: checkout.keyId } } };
  if (call.method === 'POST' && call.path === '/api/b2c/transaction/create') return { status: 201, body: reply('pending_payment') };
  if (call.method === 'POST' && call.path === '/api/b2c/payments/razorpay/verify') {
    onVerify();
    return { body: reply('confirmed') };
  }
  if (call.method === 'GET' && call.path === '/api/b2c/orders/o1') return { body: { data: orders() } };
  return undefined;
};

describe('checkout with Razorpay', () => {
  it('opens Checkout with the key id and Razorpay order, posts its result for verification, then shows the booking confirmed', async () => {
    let verified = false;
    const calls = fakeApi(
      api(
        () => (verified ? makeOrder({ status: 'confirmed', transactions: [transaction('captured')] }) : makeOrder()),
        () => (verified = true),
      ),
    );
    renderAt('/checkout/o1');
    expect(await screen.findByText(/Pay securely with Razorpay/)).toBeTruthy();
    expect(screen.queryByText('Card declined')).toBeNull(); // no test gateway outcomes
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,236' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/b2c/payments/razorpay/verify')).toBe(true), WAIT);
    expect(opened[0]).toMatchObject({ key: checkout.keyId, order_id: checkout.providerOrderId, amount: 123600, currency: 'INR' });
    expect(calls.find((c) => c.path === '/api/b2c/payments/razorpay/verify')!.body).toEqual(result);
    await screen.findByRole('heading', { name: 'Booking confirmed' }, WAIT);
  });

  it('closed without paying: nothing is verified and the player can pay again while the hold lasts', async () => {
    window.Razorpay = class {
      constructor(private readonly options: RazorpayOptions) {}
      open() {
        setTimeout(() => this.options.modal.ondismiss(), 10);
      }
      on() {}
    };
    const calls = fakeApi(
      api(
        () => makeOrder({ transactions: [transaction('initiated')] }),
        () => undefined,
      ),
    );
    renderAt('/checkout/o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,236' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/b2c/transaction/create')).toBe(true), WAIT);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay ₹1,236' }).disabled).toBe(false), WAIT);
    expect(screen.queryByText('Waiting for the payment gateway to confirm…')).toBeNull();
    expect(calls.some((c) => c.path === '/api/b2c/payments/razorpay/verify')).toBe(false);
  });
});
