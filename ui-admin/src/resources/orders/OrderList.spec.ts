// @vitest-environment jsdom
import { adminOrders } from '@sports/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listParams, listReply, on, type Call } from '../../test/fakeApi';
import { order, orderHistory } from '../../test/orderFixture';
import { peopleApi } from '../../test/peopleFixture';
import { signedInAsManager } from '../../test/tokens';
import { declaredFilters } from '../queryShape';
import { orderFilters } from './OrderList';

setupAppHarness();

const confirmed = order('ord-1', {
  buyerPhone: '+919800000001',
  bookedFor: { name: 'Priya Sharma', countryCode: '91', phone: '9800000001' },
});
const pending = order('ord-2', {
  status: 'pending_payment',
  total: 106_200,
  bookedFor: { name: 'Arjun Mehta', countryCode: '91' },
  refund_lines: [],
  refundTotal: 0,
});

/** GET /admin-api/orders: the confirmed one only when the filter asks for confirmed orders. */
const ordersApi = (call: Call) => {
  if (call.method !== 'GET' || !call.path.startsWith('/admin-api/orders?')) return undefined;
  const { filter } = listParams(call.path) as { filter?: { status?: string; bookedFor?: string } };
  if (filter?.bookedFor !== undefined) return filter.bookedFor === 'arj' ? listReply('orders', [pending], 1) : listReply('orders', [], 0);
  return filter?.status === 'confirmed' ? listReply('orders', [confirmed], 1) : listReply('orders', [confirmed, pending], 2);
};
const orderLists = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/admin-api/orders?')).map((c) => listParams(c.path));

describe('the orders list', () => {
  it('searches by buyer name or phone from a box that is always there, sending the declared filter', async () => {
    signedInAsManager();
    const calls = fakeApi(
      ordersApi,
      on(
        'GET',
        `/admin-api/spaces?${new URLSearchParams({ filter: '{}', range: '[0,99]', sort: '["name","ASC"]' })}`,
        listReply('spaces', []),
      ),
    );
    renderAt('/admin/orders');
    const table = await screen.findByRole('table', undefined, { timeout: 10_000 });
    await within(table).findByText('Arjun Mehta');
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    fireEvent.change(screen.getByRole('textbox', { name: 'Buyer name or phone' }), { target: { value: 'arj' } });
    await waitFor(() => expect(orderLists(calls).at(-1)?.filter).toEqual({ bookedFor: 'arj' }), { timeout: 5_000 });
    // Only the searched buyer's order is left: the confirmed one (another buyer) is gone.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2), { timeout: 5_000 });
    expect(within(screen.getByRole('table')).getByText('Arjun Mehta')).toBeTruthy();

    // Emptying the box lists every order again (and leaves the kept list parameters clean for the next test).
    fireEvent.change(screen.getByRole('textbox', { name: 'Buyer name or phone' }), { target: { value: '' } });
    await waitFor(() => expect(orderLists(calls).at(-1)?.filter).toEqual({}), { timeout: 5_000 });
  });

  it('asks the admin API in its own terms, shows the rows, filters by status and sorts only by sortable columns', async () => {
    signedInAsManager();
    const calls = fakeApi(
      ordersApi,
      on(
        'GET',
        `/admin-api/spaces?${new URLSearchParams({ filter: '{}', range: '[0,99]', sort: '["name","ASC"]' })}`,
        listReply('spaces', []),
      ),
    );
    renderAt('/admin/orders');

    const table = await screen.findByRole('table', undefined, { timeout: 10_000 });
    await within(table).findByText('Arjun Mehta');
    expect(orderLists(calls)[0]).toEqual({ resource: 'orders', sort: ['created', 'DESC'], range: [0, 24], filter: {} });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('₹964')).toBeTruthy();
    // What was booked and when it is played, in words: the order's id is only its reference at the end.
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[1]!.textContent).toBe('Turf A, 21 Nov, 18:00–19:00');
    expect(cells.at(-1)!.textContent).toBe('ord-1');
    expect(within(rows[1]!).getByText('Pending payment')).toBeTruthy();

    // Only the fields the API sorts by are sort buttons (anything else would be a 400).
    const header = within(table).getAllByRole('row')[0]!;
    const sortButtons = within(header)
      .getAllByRole('button')
      .map((b) => b.textContent);
    // Every column sorts: the total and the booked-for name too.
    expect(sortButtons).toEqual(expect.arrayContaining(['Created', 'Venue', 'Status', 'Total', 'Booked for']));

    // The status filter is always on and sends the declared field.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await waitFor(() => expect(orderLists(calls).at(-1)?.filter).toEqual({ status: 'confirmed' }), { timeout: 5_000 });
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Arjun Mehta')).toBeNull());

    // Sorting by status asks the API to sort by status.
    const freshHeader = within(screen.getByRole('table')).getAllByRole('row')[0]!;
    fireEvent.click(within(freshHeader).getByRole('button', { name: 'Sort by status ascending' }));
    await waitFor(() => expect(orderLists(calls).at(-1)).toMatchObject({ sort: ['status', 'ASC'], filter: { status: 'confirmed' } }), {
      timeout: 5_000,
    });
    for (const params of orderLists(calls)) expect(adminOrders.sortable).toContain((params.sort as string[])[0]);
  });

  it('has a filter for declared fields only', () => {
    const sources = orderFilters.map((input) => (input.props as { source: string }).source);
    expect(sources.every((source) => declaredFilters(adminOrders).includes(source))).toBe(true);
    expect(sources).toEqual(expect.arrayContaining(['bookedFor', 'status', 'spaceId', 'userId', 'created_gte', 'created_lte']));
  });
});

describe('one order', () => {
  it('shows items, totals, payments and refund lines, and its history in order', async () => {
    signedInAsManager();
    const calls = fakeApi(
      on('GET', '/admin-api/orders/ord-1', { body: confirmed }),
      on('GET', '/admin-api/orders/ord-1/history', { body: orderHistory('ord-1') }),
      peopleApi(),
    );
    renderAt('/admin/orders/ord-1/show/items');
    const totals = await screen.findByRole('table', { name: 'Totals' }, { timeout: 10_000 });
    const lines = within(totals)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(lines).toEqual([
      'Subtotal₹900',
      'Discount−₹100',
      'Tax GST (18%)₹144',
      'Handling charges₹20',
      'Total₹964',
      'Refunded₹482 of ₹964 refunded',
      'Refundable₹482',
    ]);
    const items = within(screen.getByRole('table', { name: 'Items' }));
    expect(items.getByText('Turf A, 21 Nov, 18:00–19:00')).toBeTruthy();
    // The item's kind in words, not 'slot'; its day and hours are in its words, not in columns of their own
    // (they pushed the amounts off a phone's screen).
    expect(items.getByText('Slot')).toBeTruthy();
    expect(items.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Item', 'Type', 'Amount', 'Total']);
    expect(items.queryByText('2026-11-21')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    // When, how much and how it went first; the payment's id is its reference, last.
    expect(
      within(transactions)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Amount', 'Status', 'Gateway', 'Reference']);
    expect(within(transactions).getByText('txn-1')).toBeTruthy();
    // Refund lines in words, never an item id.
    const refundLines = within(screen.getByRole('table', { name: 'Refund lines' }));
    expect(refundLines.getByText('₹482')).toBeTruthy();
    expect(refundLines.getByText('Turf A, 21 Nov, 18:00–19:00')).toBeTruthy();

    // The summary opens on what was booked and what it came to; the id is only the reference, after.
    fireEvent.click(screen.getByRole('tab', { name: 'Summary' }));
    const labels = await waitFor(() => {
      const found = [...document.querySelectorAll('.RaTabbedShowLayout-content .RaLabeled-label')].map((l) => l.textContent);
      expect(found.length).toBeGreaterThan(3);
      return found;
    });
    expect(labels.slice(0, 2)).toEqual(['Booking', 'Total']);
    // Phones as staff dial them, the buyer's (E.164) and the booked-for one (national digits and a country code).
    expect(screen.getAllByText('+91 98000 00001')).toHaveLength(2);
    expect(labels.indexOf('Reference')).toBeGreaterThan(labels.indexOf('Invoice'));

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('table', { name: 'History' });
    // The records' rows (react-admin's DataTable keeps a row for each record's expanded data too).
    const rows = [...history.querySelectorAll<HTMLElement>('tbody tr.RaDataTable-row')];
    // What happened and who did it, in the API's words (docs/adr/0106-words-not-ids.md), never an event type.
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent)
          .slice(1),
      ),
    ).toEqual([['Order placed by Priya Sharma'], ['Payment made by Priya Sharma'], ['Refund granted by Vikram Rao']]);
    expect(history.textContent).not.toMatch(/OrderPlaced|PaymentCaptured|RefundGranted/);
    // A row expands to the event's own data.
    fireEvent.click(within(rows[2]!).getByText('Refund granted by Vikram Rao'));
    expect(await screen.findByText(/"amount": 48200/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/admin-api/orders/ord-1/history' && c.authorization?.startsWith('Bearer '))).toBe(true);
  });
});
