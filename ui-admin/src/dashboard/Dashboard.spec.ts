// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onPhone, renderAt, setupAppHarness } from '../test/app';
import { dashboardReply } from '../test/dashboardFixture';
import { fakeApi, on, problem } from '../test/fakeApi';
import { signedInAsManager } from '../test/tokens';
import { labelEvery, niceMax, shortDate } from './chartScale';

setupAppHarness();

const dashboardPath = '/admin-api/dashboard?days=14';

describe('the dashboard', () => {
  it('shows active players, open disputes and orders by status, and charts bookings, revenue and occupancy', async () => {
    signedInAsManager();
    const calls = fakeApi(on('GET', dashboardPath, { body: dashboardReply() }));
    renderAt('/admin');

    const players = (await screen.findByText('Active players', undefined, { timeout: 10_000 })).closest('.MuiCard-root') as HTMLElement;
    // Under load the reply may come after the cards are drawn.
    expect(await within(players).findByText('37', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(within(screen.getByText('Open disputes').closest('.MuiCard-root') as HTMLElement).getByText('4')).toBeTruthy();
    expect(within(screen.getByText('Orders', { selector: 'span' }).closest('.MuiCard-root') as HTMLElement).getByText('23')).toBeTruthy();

    // Orders by status, most first, each a link to the orders list filtered by it.
    const byStatus = screen.getByRole('list', { name: 'Orders by status' });
    const links = within(byStatus).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Confirmed: 18', 'Pending payment: 3', 'Cancelled: 2']);
    expect(decodeURIComponent(links[0]!.getAttribute('href')!)).toBe('/admin/orders?filter={"status":"confirmed"}');

    // The bookings chart: one bar per day, revenue in rupees from paise, the numbers in a table too.
    expect(screen.getByRole('img', { name: 'Bookings and revenue per day' }).querySelectorAll('rect')).toHaveLength(14);
    const table = screen.getByRole('table', { name: 'Bookings per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-11-13', '3', '₹3,600', '₹0']);
    // The days in words, not ISO dates (UX walk as staff).
    expect(screen.getByText('10 Nov to 23 Nov')).toBeTruthy();

    // Occupancy per venue as meters.
    const marina = screen.getByRole('meter', { name: 'Marina Turf Arena occupancy' });
    expect(marina.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25% · 21/84 slots')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Harbour Courts occupancy' }).getAttribute('aria-valuenow')).toBe('0');
    // Occupancy looks ahead from today: its window is named, not "Last 14 days".
    expect(screen.getByText('Today (23 Nov) to 6 Dec')).toBeTruthy();

    // One call for all of this; the day, week and payouts cards ask their own (manager/ManagerViews.spec.ts).
    expect(calls.filter((c) => c.path.startsWith('/admin-api') && !c.path.startsWith('/admin-api/dashboard/')).map((c) => c.path)).toEqual([
      dashboardPath,
    ]);
  });

  it('draws the bookings chart in a phone’s own frame at 375 px, so its labels are as large as the page’s text', async () => {
    // Material UI's down('sm') query matches, as on a phone.
    onPhone();
    signedInAsManager();
    fakeApi(on('GET', dashboardPath, { body: dashboardReply() }));
    renderAt('/admin');
    const chart = await screen.findByRole('img', { name: 'Bookings and revenue per day' }, { timeout: 10_000 });
    // A 340-unit frame in a card about 330 px wide: an 11-unit label draws at about 11 px (it was 720 units: 5 px).
    expect(chart.getAttribute('viewBox')).toBe('0 0 340 220');
    const dates = [...chart.querySelectorAll('text')].map((t) => t.textContent ?? '').filter((t) => /^\d{1,2} [A-Z][a-z]{2}$/.test(t));
    expect(dates.length).toBeLessThanOrEqual(4);
    expect(dates.at(-1)).toBe('23 Nov');
  });

  it('says when the dashboard cannot be read, and stays signed in', async () => {
    signedInAsManager();
    fakeApi(on('GET', dashboardPath, problem(403, 'FORBIDDEN', 'Players have no back office')));
    renderAt('/admin');
    expect(
      await screen.findByText(
        /Dashboard unavailable: Your role does not give you access to this \(Players have no back office\)\./,
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/admin');
  });
});

describe('chart scales', () => {
  it('round axis maxima up to 1, 2 or 5 times a power of ten', () => {
    expect([niceMax(0), niceMax(3), niceMax(17), niceMax(120_000), niceMax(360_000)]).toEqual([1, 5, 20, 200_000, 500_000]);
  });

  it('label at most the asked number of days, always the last', () => {
    const shown = Array.from({ length: 14 }, (_, i) => i).filter(labelEvery(14, 7));
    expect(shown.length).toBeLessThanOrEqual(7);
    expect(shown.at(-1)).toBe(13);
    expect(shortDate('2026-11-05')).toBe('5 Nov');
  });
});
