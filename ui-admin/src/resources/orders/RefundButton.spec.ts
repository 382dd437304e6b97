// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on, problem, type Call, type Reply } from '../../test/fakeApi';
import { order } from '../../test/orderFixture';
import { signedInAsManager, signedInWith } from '../../test/tokens';

setupAppHarness();

const refundPath = '/admin-api/orders/ord-1/refund';

/**
 * The admin API for one order: the read model shows it confirmed until a refund command was
 * accepted, cancelled after; the refund answers `reply`.
 */
function orderApi(reply?: Reply) {
  let refunded = false;
  return fakeApi(
    on('GET', '/admin-api/orders/ord-1', () => ({ body: order('ord-1', refunded ? { status: 'cancelled' } : {}) })),
    on('POST', refundPath, () => {
      const answer = reply ?? problem(500, 'UNEXPECTED');
      refunded = (answer.status ?? 200) < 300;
      return answer;
    }),
  );
}
const refunds = (calls: Call[]) => calls.filter((c) => c.path === refundPath);

const openRefundDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund this order' });
  return dialog;
};

describe('Refund on the order page', () => {
  it('asks a manager for the share (100% unless changed), sends the refund command, and shows the order once the read model has it', async () => {
    signedInAsManager();
    const calls = orderApi({ body: { id: 'ord-1', status: 'cancelled', refundTotal: 48_200 } });
    renderAt('/admin/orders/ord-1/show');

    const dialog = await openRefundDialog();
    const percent = within(dialog).getByLabelText(/Refund percent/);
    expect(percent).toHaveProperty('value', '100');
    fireEvent.change(percent, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    await screen.findByText('Order refunded (50%)', undefined, { timeout: 5_000 });
    expect(refunds(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { refundPercent: 50 } })]);
    // Read again after the command: the page shows the cancelled order, and no Refund button any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull());
    expect(screen.getAllByText('cancelled').length).toBeGreaterThan(0);
  });

  it('keeps the dialog open with the server’s own sentence when the refund is refused', async () => {
    signedInAsManager();
    const calls = orderApi(problem(409, 'ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled'));
    renderAt('/admin/orders/ord-1/show');
    const dialog = await openRefundDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This order can no longer be cancelled (ORDER_NOT_CANCELLABLE)')).toBeTruthy();
    expect(refunds(calls)).toHaveLength(1);
  });

  it('is not offered to staff who only read the organisation, nor to a manager of another one', async () => {
    for (const claims of [
      { userId: 'demo-staff-meera', name: 'Meera Pillai', role: 'org_staff' as const, scopeIds: ['org-marina-sports', 'space:space-marina-turf'] },
      { userId: 'demo-manager-farah', name: 'Farah Khan', role: 'org_manager' as const, scopeIds: ['org-harbour-courts', 'org-harbour-courts:manage'] },
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
