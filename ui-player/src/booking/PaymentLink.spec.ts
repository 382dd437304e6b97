// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAsAsha } from '../test/tokens';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeOrder, transaction } from './testFixtures';

setupAppHarness();
beforeEach(() => {
  signedInAsAsha();
});

describe("the test gateway's payment link /pay/test/{transactionId}", () => {
  it("finds the payment among my orders' transactions (following nextUrl) and opens its checkout", async () => {
    const calls = fakeApi(
      on('GET', '/api/b2c/transactions/my/0/20', {
        body: { data: { transactions: [transaction('captured', 't9')], nextUrl: '/api/b2c/transactions/my/1/20' } },
      }),
      on('GET', '/api/b2c/transactions/my/1/20', { body: { data: { transactions: [transaction('failed', 't1')], nextUrl: null } } }),
      on('GET', '/api/b2c/orders/o1', { body: { data: makeOrder({ transactions: [transaction('failed', 't1')] }) } }),
    );
    renderAt('/pay/test/t1');
    await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 4000 });
    expect(screen.getByText('The payment failed. You can try again while your slots are held.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/b2c/transactions/my/1/20');
  });

  it('says so when the payment is not among my orders', async () => {
    fakeApi(on('GET', '/api/b2c/transactions/my/0/20', { body: { data: { transactions: [], nextUrl: null } } }));
    renderAt('/pay/test/t404');
    await screen.findByText('This payment is not among your orders.');
  });
});
