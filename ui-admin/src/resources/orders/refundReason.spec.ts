// @vitest-environment jsdom
import { refundBalanceOf, type OrderDocument } from '@sports/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on, type Call } from '../../test/fakeApi';
import { order } from '../../test/orderFixture';
import { signedInAsManager } from '../../test/tokens';
import { zeroRefundReason } from './refundReason';

setupAppHarness();

const reasonFor = (overrides: Partial<OrderDocument>) => {
  const doc = order('ord-1', overrides);
  return zeroRefundReason(doc, refundBalanceOf(doc));
};
/** Paid at the venue: confirmed at once, no gateway payment (spec section 3 Order payLater). */
const PAY_AT_VENUE: Partial<OrderDocument> = { payLater: true, transactions: [], refund_lines: [], refundTotal: 0, couponCode: undefined };

describe('why an order has nothing to refund', () => {
  it('says a pay-at-venue order took nothing online', () => {
    expect(reasonFor(PAY_AT_VENUE)).toBe('Paid at the venue: nothing was taken online');
  });

  it('says an order that came to ₹0 charged nothing, naming the coupon that covered it', () => {
    expect(reasonFor({ total: 0, transactions: [], refund_lines: [], refundTotal: 0, couponCode: 'FREEPLAY' })).toBe(
      'Nothing was charged: the coupon FREEPLAY covered the whole order',
    );
    expect(reasonFor({ total: 0, transactions: [], refund_lines: [], refundTotal: 0, couponCode: undefined })).toBe(
      'Nothing was charged: the order came to ₹0',
    );
  });

  it('says an order still waiting for its payment has not been paid', () => {
    const started = {
      id: 'txn-1',
      orderId: 'ord-1',
      status: 'initiated' as const,
      pgType: 'test',
      amount: 96_400,
      paymentdate: '',
      paymentLink: '',
      associatedPayments: [],
      settlements: [],
    };
    expect(reasonFor({ status: 'pending_payment', transactions: [started], refund_lines: [], refundTotal: 0 })).toBe(
      'Not paid yet: the online payment has not gone through, so nothing was taken',
    );
  });

  it('says everything paid has been refunded already, and how much that was', () => {
    expect(reasonFor({ refundTotal: 96_400 })).toBe('Everything paid online (₹964) has already been refunded');
  });

  it('gives no reason while there is something to refund', () => {
    expect(reasonFor({})).toBeNull();
  });
});

describe('the refund dialog of a pay-at-venue order', () => {
  it('reads ₹0 with the reason, offers no amount, and sends only a cancellation once "Also cancel" is ticked', async () => {
    signedInAsManager();
    const calls = fakeApi(
      on('GET', '/admin-api/orders/ord-1', () => ({ body: order('ord-1', PAY_AT_VENUE) })),
      on('POST', '/admin-api/orders/ord-1/refund', { body: {} }),
    );
    renderAt('/admin/orders/ord-1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order' });
    expect(within(dialog).getByLabelText('Refundable balance').textContent).toBe('Refundable: ₹0');
    expect(within(dialog).getByLabelText('Why nothing to refund').textContent).toBe('Paid at the venue: nothing was taken online');
    expect(within(dialog).queryByLabelText(/^Amount/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/tick "Also cancel"/)).toBeTruthy();
    const refunds = (all: Call[]) => all.filter((c) => c.method === 'POST');
    expect(refunds(calls)).toEqual([]);

    fireEvent.click(within(dialog).getByLabelText('Also cancel the order and release its slots'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByText('Order cancelled', undefined, { timeout: 10_000 });
    expect(refunds(calls)).toEqual([expect.objectContaining({ body: { refundPercent: 0, cancel: true } })]);
  }, 60_000);
});
