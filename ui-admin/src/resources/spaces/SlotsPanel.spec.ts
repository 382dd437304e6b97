// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on } from '../../test/fakeApi';
import { signedInAsManager } from '../../test/tokens';
import { venue } from '../../test/venueFixture';
import { venueToday } from './SlotsPanel';

setupAppHarness();

/** docs/backoffice.md: a venue's Slots tab, a field's day with a booked, a held and a blocked slot. */
const SPACE = 'space-marina-turf';
const FIELD = `${SPACE}.turf-a`;
const date = venueToday();
const location = { name: 'Marina Turf Arena', city: 'Chennai' };
const space = venue(SPACE, 'Marina Turf Arena', 'chennai', {
  location,
  facilities: [{ facilityId: FIELD, facilityName: 'Turf A (5-a-side)', listingIds: ['football'] }],
});
const timing = (startTime: string, endTime: string, slotStatus: string) => ({
  amount: 120_000,
  currency: 'INR',
  symbol: '₹',
  date,
  startTime,
  endTime,
  fieldName: 'Turf A (5-a-side)',
  fieldId: FIELD,
  timeRangeConfigId: 'evenings',
  slotId: `${FIELD}.${date}.${startTime.replace(':', '')}`,
  slotStatus,
});

describe('a venue’s slots', () => {
  it('says each slot’s state in words and whose a booked or held slot is, linked to the order ("whose is 6 pm?")', async () => {
    signedInAsManager();
    fakeApi(
      on('GET', `/admin-api/spaces/${SPACE}`, { body: space }),
      on('GET', `/api/vm/slots/listing/football?${new URLSearchParams({ date, spaceId: SPACE })}`, {
        body: {
          data: [
            {
              facilityName: 'Turf A (5-a-side)',
              facilityId: FIELD,
              spaceId: SPACE,
              spaceName: 'Marina Turf Arena',
              location,
              timings: [
                timing('17:00', '18:00', 'available'),
                timing('18:00', '19:00', 'booked'),
                timing('19:00', '20:00', 'held'),
                timing('20:00', '21:00', 'blocked'),
              ],
              slotStatus: 'available',
              slotId: `${FIELD}.${date}.1700`,
            },
          ],
        },
      }),
      on('GET', `/admin-api/dashboard/day?${new URLSearchParams({ date })}`, {
        body: {
          date,
          venues: [
            {
              spaceId: SPACE,
              orgId: 'org-marina-sports',
              name: 'Marina Turf Arena',
              opens: '06:00',
              closes: '23:00',
              fields: [
                {
                  fieldId: FIELD,
                  name: 'Turf A (5-a-side)',
                  items: [
                    { kind: 'booking', start: '18:00', end: '19:00', label: 'Priya Sharma', orderId: 'o-priya' },
                    { kind: 'hold', start: '19:00', end: '20:00', label: 'Arjun Mehta', orderId: 'o-arjun' },
                    { kind: 'blocked', start: '20:00', end: '21:00', label: 'Re-turfing' },
                  ],
                },
              ],
            },
          ],
        },
      }),
    );
    renderAt(`/admin/spaces/${SPACE}/show/slots`);
    const table = await screen.findByRole('table', { name: 'Slots' }, { timeout: 30_000 });
    const row = (time: string) => within(table).getByText(time).closest('tr')!;
    expect(within(row('17:00–18:00')).getByText('Available')).toBeTruthy();
    const booked = await within(row('18:00–19:00')).findByRole('link', { name: 'Priya Sharma' }, { timeout: 10_000 });
    expect(booked.getAttribute('href')).toBe('/admin/orders/o-priya/show');
    expect(within(row('18:00–19:00')).getByText('Booked')).toBeTruthy();
    expect(within(row('19:00–20:00')).getByRole('link', { name: 'Arjun Mehta' }).getAttribute('href')).toBe('/admin/orders/o-arjun/show');
    expect(within(row('20:00–21:00')).getByText('Blocked')).toBeTruthy();
    expect(within(table).queryByText('booked')).toBeNull();
  }, 60_000);
});
