// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeOrder } from '../booking/testFixtures';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

/** The header's nav from 1024 px (shown by CSS only; the phone's tab bar is the other nav named Main). */
const currentItems = () =>
  [...document.querySelectorAll('header nav[aria-label="Main"] a')]
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the top nav marks one current page', () => {
  it("marks Book, not Book and Orders, on an order's page", async () => {
    signedInAsAsha();
    fakeApi(
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
      on('GET', '/api/b2c/orders/o1', { body: { data: makeOrder() } }),
    );
    renderAt('/orders/o1');
    await screen.findByRole('heading', { name: 'Marina Turf Arena', level: 1 });
    expect(currentItems()).toEqual(['Book']);
  });

  it('marks Orders on the list of orders', async () => {
    signedInAsAsha();
    fakeApi(
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
      on('GET', '/api/b2c/orders/my/0/10', { body: { data: { orders: [], nextUrl: null } } }),
    );
    renderAt('/orders');
    await screen.findByRole('heading', { name: 'My orders', level: 1 });
    expect(currentItems()).toEqual(['Orders']);
  });
});
