// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on, problem, type Call, type Reply } from '../../test/fakeApi';
import type { OrderDocument } from '@sports/contracts';
import { order } from '../../test/orderFixture';
import { signedInAsManager, signedInWith } from '../../test/tokens';

setupAppHarness();

const refundPath = '/admin-api/orders/ord-1/refund';

/**
 * The admin API for one order: the read model shows it confirmed until a refund command was
 * accepted, cancelled after; the refund answers `reply`.
 */
function orderApi(reply?: Reply) {
  let after: Partial<OrderDocument> | null = null;
  return fakeApi(
    on('GET', '/admin-api/orders/ord-1', () => ({ body: order('ord-1', after ?? {}) })),
    on('POST', refundPath, (call) => {
      const answer = reply ?? problem(500, 'UNEXPECTED');
      if ((answer.status ?? 200) < 300) {
        const body = call.body as { amount?: number; cancel?: boolean };
        // The read model after the command: a partial refund adds to what was refunded; a cancellation cancels.
        after = body.cancel ? { status: 'cancelled' } : { refundTotal: 48_200 + (body.amount ?? 0), refund_lines: [] };
      }
      return answer;
    }),
  );
}
const refunds = (calls: Call[]) => calls.filter((c) => c.path === refundPath);

const openRefundDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund this order' });
  return dialog;
};

describe('Refund on the order page', () => {
  it('shows the refundable balance and refunds an amount in rupees (sent in paise); the booking stands and the page reads what was refunded of what was paid', async () => {
    signedInAsManager();
    const calls = orderApi({
      body: { id: 'ord-1', status: 'confirmed', refundTotal: 68_200, refunded: 68_200, refundable: 28_200, paid: 96_400 },
    });
    renderAt('/admin/orders/ord-1/show');

    const dialog = await openRefundDialog();
    // The fixture paid ₹964 and had ₹482 refunded: ₹482 is left.
    expect(within(dialog).getByLabelText('Refundable balance').textContent).toBe('Refundable: ₹482 (₹482 of ₹964 refunded)');
    fireEvent.change(within(dialog).getByLabelText(/^Amount \(₹\)/), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    await screen.findByText('Refunded ₹200', undefined, { timeout: 5_000 });
    expect(refunds(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { amount: 20_000 } })]);
    expect(await screen.findByText('₹682 of ₹964 refunded', undefined, { timeout: 5_000 })).toBeTruthy();
  }, 60_000);

  it('checks the form before sending: more than the balance, not an amount, or under ₹1 is refused in the dialog', async () => {
    signedInAsManager();
    const calls = orderApi({ body: {} });
    renderAt('/admin/orders/ord-1/show');
    const dialog = await openRefundDialog();
    const amount = within(dialog).getByLabelText(/^Amount \(₹\)/);
    fireEvent.change(amount, { target: { value: '482.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('More than is left to refund')).toBeTruthy();
    fireEvent.change(amount, { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/Enter an amount in rupees/)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/At least ₹1/)).toBeTruthy();
    // A percentage of what was paid (₹964): 60% is ₹578.40, more than is left.
    fireEvent.click(within(dialog).getByLabelText('Percentage'));
    fireEvent.change(within(dialog).getByLabelText(/Refund percent/), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('More than is left to refund')).toBeTruthy();
    expect(refunds(calls)).toEqual([]);
  });

  it('a percentage with "Also cancel" cancels the order as before', async () => {
    signedInAsManager();
    const calls = orderApi({
      body: { id: 'ord-1', status: 'cancelled', refundTotal: 96_400, refunded: 96_400, refundable: 0, paid: 96_400 },
    });
    renderAt('/admin/orders/ord-1/show');
    const dialog = await openRefundDialog();
    fireEvent.click(within(dialog).getByLabelText('Percentage'));
    fireEvent.change(within(dialog).getByLabelText(/Refund percent/), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByLabelText(/Also cancel/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByText('Order refunded (50%)', undefined, { timeout: 5_000 });
    expect(refunds(calls)).toEqual([expect.objectContaining({ body: { refundPercent: 50, cancel: true } })]);
    await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
  });

  it('keeps the dialog open with the server’s own sentence when the refund is refused', async () => {
    signedInAsManager();
    const calls = orderApi(problem(409, 'ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled'));
    renderAt('/admin/orders/ord-1/show');
    const dialog = await openRefundDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Amount \(₹\)/), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This order can no longer be cancelled (ORDER_NOT_CANCELLABLE)')).toBeTruthy();
    expect(refunds(calls)).toHaveLength(1);
  });

  it('is not offered to staff who only read the organisation, nor to a manager of another one', async () => {
    for (const claims of [
      {
        userId: 'demo-staff-meera',
        name: 'Meera Pillai',
        role: 'org_staff' as const,
        scopeIds: ['org-marina-sports', 'space:space-marina-turf'],
      },
      {
        userId: 'demo-manager-farah',
        name: 'Farah Khan',
        role: 'org_manager' as const,
        scopeIds: ['org-harbour-courts', 'org-harbour-courts:manage'],
      },
    ]) {
      signedInWith(claims);
      const calls = orderApi();
      const view = renderAt('/admin/orders/ord-1/show');
      await screen.findAllByText('Marina Turf Arena', undefined, { timeout: 10_000 });
      expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
      expect(refunds(calls)).toEqual([]);
      view.unmount();
    }
  });
});
