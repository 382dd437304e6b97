// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAsAsha } from '../test/tokens';
import { renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem, type Call } from '../test/fakeApi';
import { useCart } from './cartStore';
import { makeOrder, timing, transaction } from './testFixtures';
import type { OrderDocument } from '@sports/contracts';

setupAppHarness();

const WAIT = { timeout: 4000 };
const paidReply = {
  status: 201,
  body: {
    message: 'success',
    data: {
      orderId: 'o1',
      status: 'pending_payment',
      currency: 'INR',
      symbol: '₹',
      total: 123600,
      holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
      transactionId: 't1',
      paymentLink: '/pay/test/t1',
      refundTotal: 0,
    },
  },
};

/** The order read model: answers with each document in turn, then keeps the last. */
const orderReads = (...docs: OrderDocument[]) => {
  let read = 0;
  return (call: Call) =>
    call.method === 'GET' && call.path === '/api/b2c/orders/o1' ? { body: { data: docs[Math.min(read++, docs.length - 1)] } } : undefined;
};
const payCall = (reply: { status?: number; body: unknown }) => (call: Call) =>
  call.method === 'POST' && call.path === '/api/b2c/transaction/create' ? reply : undefined;

beforeEach(() => {
  signedInAsAsha();
  useCart.getState().addSlot({ ...timing('18:00'), spaceId: 'marina', spaceName: 'Marina Turf Arena', listingId: 'football' });
});
afterEach(() => useCart.getState().clear());

describe('checkout: hold countdown and the test payment gateway', () => {
  it("shows the invoice figures and a live countdown of the hold from the order's holdExpiresAt", async () => {
    fakeApi(orderReads(makeOrder({ holdExpiresAt: new Date(Date.now() + 9 * 60_000 + 30_000).toISOString() })));
    renderAt('/checkout/o1');
    const totals = await screen.findByLabelText('Order totals');
    expect(totals.textContent).toBe('Sub total₹1,200Coupon WEEKEND20−₹200GST 18%₹216Handling charges₹20Total₹1,236');
    // The app's one day format (DESIGN.md "Words": "Sat 4 May"), not "Sat, 4 May 2030".
    expect(screen.getAllByText(/Sat 4 May · 18:00–19:00/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Sat, 4 May/)).toBeNull();
    const secondsShown = () => {
      const [, mm, ss] = /held for (\d\d):(\d\d)/.exec(screen.getByRole('timer').textContent ?? '') ?? [];
      return Number(mm) * 60 + Number(ss);
    };
    // The minutes left, then the hour the hold ends at the venue: "09:57" alone read as a clock time.
    expect(screen.getByRole('timer').textContent).toMatch(/held for \d\d:\d\d more, until \d\d:\d\d\. Pay before the hold ends\.$/);
    const first = secondsShown();
    // 9:30 when rendered; a slow machine may have taken a few seconds to get here.
    expect(first).toBeGreaterThan(560);
    expect(first).toBeLessThanOrEqual(570);
    await waitFor(() => expect(secondsShown()).toBeLessThan(first), WAIT);
  });

  it("pays, waits for the gateway's asynchronous answer (initiated, captured, then confirmed) by re-reading the order, shows the booking confirmed and empties the cart", async () => {
    const calls = fakeApi(
      payCall(paidReply),
      orderReads(
        makeOrder(),
        makeOrder({ transactions: [transaction('initiated')] }),
        makeOrder({ transactions: [transaction('captured')] }),
        makeOrder({
          status: 'confirmed',
          transactions: [transaction('captured')],
          invoice: { number: 'INV-O1', issuedAt: '2030-05-01T10:02:00.000Z', seller: 'Marina Turf Arena', buyer: 'Asha Player' },
        }),
      ),
    );
    renderAt('/checkout/o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,236' }));
    await screen.findByText('Waiting for the payment gateway to confirm…');
    await screen.findByRole('heading', { name: 'Booking confirmed' }, WAIT);
    // The amount, and the way to the invoice; not the invoice's number (it read "₹1,236 paid; invoice INV-O1.").
    expect(screen.getByText('₹1,236 paid.')).toBeTruthy();
    expect(screen.queryByText(/INV-O1/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View order and invoice' }).getAttribute('href')).toBe('/orders/o1');
    const pay = calls.find((c) => c.path === '/api/b2c/transaction/create')!;
    expect(pay.body).toEqual({ orderId: 'o1', paymentMode: 'upi', payLater: false });
    expect(pay.headers.get('idempotency-key')).toBeTruthy();
    // The cart is emptied by an effect after the confirmed order is drawn: on a busy machine it may run a moment after the heading shows.
    await waitFor(() => expect(useCart.getState().slots).toEqual([]), WAIT);
  });

  it("a paid game's place: leads to the game, and to the order with its invoice", async () => {
    const slot = makeOrder().items[0]!;
    const place = {
      ...slot,
      id: 'place1',
      type: 'activity',
      name: 'Saturday Turf Sevens · Marina Turf Arena',
      itemId: 'g1',
      activityId: 'g1',
      participants: ['u1'],
      date: '2030-05-05',
      startTime: '05:30',
      endTime: '07:00',
      startsAt: '2030-05-05T00:00:00.000Z',
      qty: 1,
      unitAmount: 18000,
      amount: 18000,
      taxes: [],
      total: 18000,
      basis: 'player',
    } as unknown as OrderDocument['items'][number];
    const invoice = { number: 'INV-O1', issuedAt: '2030-05-01T10:02:00.000Z', seller: 'Marina Turf Arena', buyer: 'Asha Player' };
    fakeApi(orderReads(makeOrder({ status: 'confirmed', items: [place], transactions: [transaction('captured')], invoice })));
    renderAt('/checkout/o1');
    await screen.findByRole('heading', { name: "Paid: you're in the game" }, WAIT);
    expect(screen.getByRole('link', { name: 'Go to the game' }).getAttribute('href')).toBe('/games/g1');
    expect(screen.getByRole('link', { name: 'View order and invoice' }).getAttribute('href')).toBe('/orders/o1');
  });

  it('says the payment failed when the gateway declines it, and lets the player pay again', async () => {
    const calls = fakeApi(payCall(paidReply), orderReads(makeOrder(), makeOrder({ transactions: [transaction('failed')] })));
    renderAt('/checkout/o1');
    fireEvent.click(await screen.findByLabelText('Card declined'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,236' }));
    await screen.findByText('The payment failed. You can try again while your slots are held.', {}, WAIT);
    expect((calls.find((c) => c.path === '/api/b2c/transaction/create')!.body as { paymentMode: string }).paymentMode).toBe('test_failure');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay ₹1,236' }).disabled).toBe(false);
    expect(useCart.getState().slots).toHaveLength(1);
  });

  it('shows an expired hold clearly and starts again from the kept cart', async () => {
    fakeApi(orderReads(makeOrder({ holdExpiresAt: new Date(Date.now() - 1000).toISOString() })));
    renderAt('/checkout/o1');
    const notice = (await screen.findByRole('heading', { name: 'Your hold has expired' })).parentElement!;
    expect(within(notice).getByText('The slots were released, so others can book them. Nothing was charged.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    fireEvent.click(within(notice).getByRole('link', { name: 'Start again' }));
    await screen.findByRole('heading', { name: 'Your cart' });
  });

  it('turns to the expired notice when the server refuses payment with HOLD_EXPIRED, showing its message', async () => {
    fakeApi(payCall(problem(409, 'HOLD_EXPIRED', 'The hold of order o1 has expired')), orderReads(makeOrder()));
    renderAt('/checkout/o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,236' }));
    await screen.findByRole('heading', { name: 'Your hold has expired' });
    expect(screen.getAllByText('The hold of order o1 has expired').length).toBeGreaterThan(0);
  });

  it("shows the API's problem when the order cannot be read", async () => {
    fakeApi((call) => (call.path === '/api/b2c/orders/o1' ? problem(403, 'FORBIDDEN', 'This order is not yours') : undefined));
    renderAt('/checkout/o1');
    await screen.findByText('This order is not yours');
  });
});
