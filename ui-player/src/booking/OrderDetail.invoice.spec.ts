// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';
import type { OrderDocument } from '@sports/contracts';
import { makeOrder, transaction } from './testFixtures';

setupAppHarness();

describe('the order page leads with words, its ids only small references', () => {
  const number = 'INV-O407F74836661A639B115123';
  const paid = () =>
    makeOrder({
      id: 'o407f74836661a639b115123',
      status: 'confirmed',
      transactions: [transaction('captured')],
      invoice: { number, issuedAt: '2030-05-01T10:02:00.000Z', seller: 'Marina Turf Arena', buyer: 'Asha Player' },
    });

  it('says what was booked, when and for how much under the venue; the order id is a small "Ref." (it read "Order o407f…")', async () => {
    signedInAsAsha();
    fakeApi(on('GET', '/api/b2c/orders/o1', { body: { data: paid() } }));
    renderAt('/orders/o1');
    const lead = await screen.findByTestId('order-lead', {}, { timeout: 4000 });
    expect(lead.textContent).toBe('Turf A, 4 May, 18:00–19:00 · ₹1,236');
    expect(screen.queryByText(/^Order o407f/)).toBeNull();
    const ref = screen.getByText('o407f74836661a639b115123');
    expect(ref.parentElement!.textContent).toMatch(/^Placed .+ · Ref\. o407f74836661a639b115123$/);
    expect(getComputedStyle(ref.parentElement!).fontSize).toBe('14px');
  });

  it('heads the invoice "Invoice", its number on a small line of its own (at 375 px the heading broke after "INV-")', async () => {
    signedInAsAsha();
    fakeApi(on('GET', '/api/b2c/orders/o1', { body: { data: paid() } }));
    renderAt('/orders/o1');
    const heading = await screen.findByRole('heading', { name: 'Invoice' }, { timeout: 4000 });
    const line = screen.getByText(number).parentElement!;
    expect(heading.contains(line)).toBe(false);
    expect(line.textContent).toBe(`Invoice no. ${number}`);
    expect(getComputedStyle(line).display).toBe('block');
    expect(getComputedStyle(line).fontSize).toBe('14px');
  });
});

describe("a paid game's order", () => {
  it('leads to the game from its place (the order was a dead end for the player going there)', async () => {
    signedInAsAsha();
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
    fakeApi(
      on('GET', '/api/b2c/orders/o1', {
        body: { data: makeOrder({ status: 'confirmed', items: [place], transactions: [transaction('captured')] }) },
      }),
    );
    renderAt('/orders/o1');
    const link = await screen.findByRole('link', { name: 'Saturday Turf Sevens' }, { timeout: 4000 });
    expect(link.getAttribute('href')).toBe('/games/g1');
  });
});
