// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on } from '../../test/fakeApi';
import { order, orderHistory } from '../../test/orderFixture';
import { peopleApi } from '../../test/peopleFixture';
import { signedInAsManager } from '../../test/tokens';
import { bookingSourceWords, orderStatusWords } from './orderCodes';

setupAppHarness();

describe('order status and booking source in words', () => {
  it('says every status (contracts bookings/readModel orderStatusSchema) and source (bookings/cart bookingSource) in words, never the code', () => {
    expect(['pending_payment', 'confirmed', 'cancelled', 'failed', 'expired'].map(orderStatusWords)).toEqual([
      'Pending payment',
      'Confirmed',
      'Cancelled',
      'Failed',
      'Expired',
    ]);
    expect(['web', 'app', 'admin', 'game'].map(bookingSourceWords)).toEqual(['Website', 'Mobile app', 'Back office', 'Game join']);
    expect(bookingSourceWords('kiosk_v2')).toBe('Kiosk v2');
  });

  it("the order's page shows them as words", async () => {
    signedInAsManager();
    fakeApi(
      on('GET', '/admin-api/orders/ord-1', { body: order('ord-1', { status: 'cancelled' }) }),
      on('GET', '/admin-api/orders/ord-1/history', { body: orderHistory('ord-1') }),
      peopleApi(),
    );
    renderAt('/admin/orders/ord-1/show');
    await screen.findByText('Website', undefined, { timeout: 10_000 });
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByText('cancelled')).toBeNull();
    expect(screen.queryByText('web')).toBeNull();
  });
});
