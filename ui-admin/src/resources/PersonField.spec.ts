// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../test/app';
import { fakeApi, listReply, on, type Call } from '../test/fakeApi';
import { order, orderHistory } from '../test/orderFixture';
import { peopleApi, peopleAsked } from '../test/peopleFixture';
import { signedInAsManager } from '../test/tokens';

/** People by name, never by id: buyers, dispute parties and history actors through the people lookup. */
setupAppHarness();

/** The account's name differs from the order's booked-for name, so the test sees which one a cell shows. */
const NAMES = { 'demo-player-priya': 'Priya (account)', 'demo-manager-vikram': 'Vikram Rao' };
const pageText = () => document.body.textContent ?? '';

describe('person fields', () => {
  it("the orders list names each buyer with one getMany for the page, and an id the lookup does not name reads 'Unknown player'", async () => {
    signedInAsManager();
    const orders = [order('ord-1'), order('ord-2', { userId: 'gone-user', bookedFor: { name: 'Walk-in', countryCode: '91' } })];
    const calls = fakeApi(
      (call: Call) => (call.method === 'GET' && call.path.startsWith('/admin-api/orders?') ? listReply('orders', orders) : undefined),
      peopleApi(NAMES),
      on(
        'GET',
        `/admin-api/spaces?${new URLSearchParams({ filter: '{}', range: '[0,99]', sort: '["name","ASC"]' })}`,
        listReply('spaces', []),
      ),
    );
    renderAt('/admin/orders');
    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    await within(table).findByText('Priya (account)', undefined, { timeout: 15_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('Unknown player')).toBeTruthy();
    expect(pageText()).not.toContain('gone-user');
    expect(pageText()).not.toContain('demo-player-priya');
    // react-admin batches the page's references into one call.
    expect(peopleAsked(calls)).toEqual([['demo-player-priya', 'gone-user']]);
  });

  it("an order's buyer by name, and its history's actors in the API's sentences without a lookup of their own", async () => {
    signedInAsManager();
    const calls = fakeApi(
      on('GET', '/admin-api/orders/ord-1', { body: order('ord-1') }),
      on('GET', '/admin-api/orders/ord-1/history', { body: orderHistory('ord-1') }),
      peopleApi(NAMES),
    );
    renderAt('/admin/orders/ord-1/show');
    expect(await screen.findByText('Priya (account)', undefined, { timeout: 30_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('table', { name: 'History' });
    await within(history).findByText('Refund granted by Vikram Rao', undefined, { timeout: 15_000 });
    expect(history.textContent).not.toContain('demo-');
    // The history names its actors itself (query-service admin/history.ts): the page asks the lookup only for the buyer.
    expect(peopleAsked(calls).flat()).not.toContain('demo-manager-vikram');
  });

  it("a dispute's raiser by name, and no resolver lines while it is open", async () => {
    signedInAsManager();
    const dispute = {
      id: 'case-1',
      caseId: 'case-1',
      activityId: 'g-1',
      activityName: 'Sunday football',
      listingId: 'football',
      spaceId: 'space-marina-turf',
      orgId: 'org-marina-sports',
      raisedBy: 'demo-player-priya',
      dispute: 'no_show',
      description: 'Host never came',
      openedAt: '2026-11-20T10:00:00.000Z',
      status: 'open',
    };
    fakeApi(on('GET', '/admin-api/disputes/case-1', { body: dispute }), peopleApi(NAMES), () => undefined);
    renderAt('/admin/disputes/case-1/show');
    expect(await screen.findByText('Priya (account)', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(pageText()).not.toContain('demo-player-priya');
    // An open case has no resolution yet: its lines come once there is one (DisputeShow).
    expect(pageText()).not.toContain('Resolved by');
  });

  it("a member's page names the member above the record's fields, and the id is not among them", async () => {
    signedInAsManager();
    const member = {
      id: 'm-1',
      orderId: 'ord-1',
      userId: 'demo-player-priya',
      spaceId: 'space-marina-turf',
      orgId: 'org-marina-sports',
      membershipId: 'regulars',
      name: 'Turf regulars',
      validity: 'Quarterly',
      validFrom: '2026-11-20',
      validUntil: '2027-02-19',
      created: '2026-11-20T10:00:00.000Z',
    };
    fakeApi(on('GET', '/admin-api/members/m-1', { body: member }), peopleApi(NAMES), () => undefined);
    renderAt('/admin/members/m-1/show');
    await waitFor(() => expect(document.querySelector('dl[aria-label="People"]')).not.toBeNull(), { timeout: 20_000 });
    const people = document.querySelector('dl[aria-label="People"]') as HTMLElement;
    expect(await within(people).findByText('Priya (account)', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(within(people).getByText('User')).toBeTruthy();
    expect(pageText()).not.toContain('demo-player-priya');
  });
});
