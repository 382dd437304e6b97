// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';
import { makeOrder, transaction } from './testFixtures';

setupAppHarness();

describe('the invoice heading on a phone', () => {
  it('reads "Invoice" with the number on its own line (at 375 px it broke after "INV-")', async () => {
    signedInAsAsha();
    const number = 'INV-O407F74836661A639B115123';
    const order = makeOrder({ status: 'confirmed', transactions: [transaction('captured')], invoice: { number, issuedAt: '2030-05-01T10:02:00.000Z', seller: 'Marina Turf Arena', buyer: 'Asha Player' } });
    fakeApi(on('GET', '/api/b2c/orders/o1', { body: { data: order } }));
    renderAt('/orders/o1');
    // The heading's name keeps both words for screen readers and the e2e.
    const heading = await screen.findByRole('heading', { name: `Invoice ${number}` }, { timeout: 4000 });
    const line = screen.getByText(number);
    expect(heading.contains(line) && line !== heading).toBe(true);
    expect(getComputedStyle(line).display).toBe('block');
  });
});
