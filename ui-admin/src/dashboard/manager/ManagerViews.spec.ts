// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { DayTimeline, PayoutsDue, WeekOccupancy } from '@sports/contracts/admin/dashboardViews';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { dashboardReply } from '../../test/dashboardFixture';
import { fakeApi, on } from '../../test/fakeApi';
import { signedInAsManager } from '../../test/tokens';
import { addDays, mondayOf, venueToday } from './dates';

setupAppHarness();

const today = venueToday();
const week = mondayOf(today);
const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));

const day: DayTimeline = {
  date: today,
  venues: [
    {
      spaceId: 'space-marina-turf',
      orgId: 'marina-sports',
      name: 'Marina Turf Arena',
      opens: '18:00',
      closes: '22:00',
      fields: [
        {
          fieldId: 'space-marina-turf.turf-a',
          name: 'Turf A',
          items: [
            { kind: 'booking', start: '18:00', end: '19:00', label: 'Priya Sharma', orderId: 'order-1' },
            {
              kind: 'game',
              start: '19:00',
              end: '20:30',
              label: 'Evening Five-a-side',
              activityId: 'game-1',
              sport: 'Football',
              players: 6,
              maxPlayers: 10,
            },
            { kind: 'blocked', start: '21:00', end: '22:00', label: 'Blocked' },
          ],
        },
        { fieldId: 'space-marina-turf.turf-b', name: 'Turf B', items: [] },
      ],
    },
  ],
};

const empty = { bookedMinutes: 0, bookableMinutes: 0, occupancy: null };
const occupancy: WeekOccupancy = {
  week,
  days,
  venues: [
    {
      spaceId: 'space-marina-turf',
      orgId: 'marina-sports',
      name: 'Marina Turf Arena',
      hours: [
        {
          hour: 18,
          cells: days.map((_, i) =>
            i === 0
              ? { bookedMinutes: 30, bookableMinutes: 60, occupancy: 0.5 }
              : i === 1
                ? empty
                : { bookedMinutes: 0, bookableMinutes: 60, occupancy: 0 },
          ),
        },
      ],
      total: { bookedMinutes: 30, bookableMinutes: 360, occupancy: 0.083 },
    },
  ],
};

const payouts: PayoutsDue = {
  currency: 'INR',
  organisations: [
    {
      orgId: 'marina-sports',
      name: 'Marina Sports',
      payoutDue: 500000,
      settled: 200000,
      remainingDue: 300000,
      lastSettlement: {
        reference: 'UTR12345',
        from: '2026-11-01',
        to: '2026-11-15',
        amount: 200000,
        settledAt: '2026-11-16T10:00:00.000Z',
      },
      unsettledFrom: '2026-11-16',
      venues: [{ spaceId: 'space-marina-turf', name: 'Marina Turf Arena', orders: 3, due: 300000 }],
    },
  ],
};

const api = () =>
  fakeApi(
    on('GET', '/admin-api/dashboard?days=14', { body: dashboardReply() }),
    on('GET', `/admin-api/dashboard/day?date=${today}`, { body: day }),
    on('GET', `/admin-api/dashboard/occupancy?week=${week}`, { body: occupancy }),
    on('GET', '/admin-api/dashboard/payouts-due', { body: payouts }),
  );

describe('what a manager opens first (spec sections 1 and 3)', () => {
  it("places today's bookings and games on each field's row, a booking a link to its order and a game to its page", async () => {
    signedInAsManager();
    api();
    renderAt('/admin');
    const grid = await screen.findByRole('table', { name: 'Marina Turf Arena timeline' }, { timeout: 20_000 });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', '18:00', '19:00', '20:00', '21:00']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Turf A', 'Turf B']);
    const booking = within(grid).getByRole('link', { name: '18:00–19:00 Turf A Booking: Priya Sharma' });
    expect(booking.getAttribute('href')).toBe('/admin/orders/order-1/show');
    // Placed by time: 19:00 is a quarter into 18:00-22:00, 90 minutes are 37.5 % of it.
    const game = within(grid).getByRole('link', { name: '19:00–20:30 Turf A Game: Evening Five-a-side (6/10 players)' });
    expect([game.style.left, game.style.width]).toEqual(['25%', '37.5%']);
    expect(game.getAttribute('href')).toBe('/admin/games/game-1/show');
    expect(within(grid).getByRole('img', { name: '21:00–22:00 Turf A Blocked: Blocked' })).toBeTruthy();
    expect(screen.getByText('Today at the venues')).toBeTruthy();
  });

  it("shows the week's occupancy per hour and day, a dash where nothing was on sale", async () => {
    signedInAsManager();
    api();
    renderAt('/admin');
    const table = await screen.findByRole('table', { name: 'Marina Turf Arena occupancy by hour' }, { timeout: 20_000 });
    const [head, row] = within(table).getAllByRole('row');
    expect(within(head!).getAllByRole('columnheader')).toHaveLength(8);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['50%', '–', '0%', '0%', '0%', '0%', '0%']);
    expect(within(row!).getByRole('rowheader').textContent).toBe('18:00');
    expect(screen.getByText('Week: 8% · 1 of 6 hours booked')).toBeTruthy();
  });

  it('says what is due to each organisation, since when, per venue, with a link to the payouts list', async () => {
    signedInAsManager();
    api();
    renderAt('/admin');
    const due = await screen.findByRole('article', { name: 'Payout due to Marina Sports' }, { timeout: 20_000 });
    expect(within(due).getByText('₹3,000 due')).toBeTruthy();
    expect(within(due).getByText(/Unsettled since 16 Nov\. Last settled ₹2,000 for 1 Nov to 15 Nov \(UTR12345\)\./)).toBeTruthy();
    expect(within(within(due).getByRole('list', { name: 'Marina Sports by venue' })).getByText('₹3,000 · 3 orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payouts list' }).getAttribute('href')).toBe('/admin/payouts');
  });
});
