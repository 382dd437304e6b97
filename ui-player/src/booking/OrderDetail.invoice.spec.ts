// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';
import type { OrderDocument } from '@sports/contracts';
import { makeOrder, transaction } from './testFixtures';

setupAppHarness();

describe('the invoice heading on a phone', () => {
  it('reads "Invoice" with the number on its own line (at 375 px it broke after "INV-")', async () => {
    signedInAsAsha();
    const number = 'INV-O407F74836661A639B115123';
    const order = makeOrder({
      status: 'confirmed',
      transactions: [transaction('captured')],
      invoice: { number, issuedAt: '2030-05-01T10:02:00.000Z', seller: 'Marina Turf Arena', buyer: 'Asha Player' },
    });
    fakeApi(on('GET', '/api/b2c/orders/o1', { body: { data: order } }));
    renderAt('/orders/o1');
    // The heading's name keeps both words for screen readers and the e2e.
    const heading = await screen.findByRole('heading', { name: `Invoice ${number}` }, { timeout: 4000 });
    const line = screen.getByText(number);
    expect(heading.contains(line) && line !== heading).toBe(true);
    expect(getComputedStyle(line).display).toBe('block');
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
