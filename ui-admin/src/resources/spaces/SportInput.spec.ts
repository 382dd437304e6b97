// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on } from '../../test/fakeApi';
import { peopleApi } from '../../test/peopleFixture';
import { signedInAsManager } from '../../test/tokens';
import { sportChoices } from './SportInput';

setupAppHarness();

const venue = {
  id: 'space-marina-turf',
  spaceId: 'space-marina-turf',
  orgId: 'org-marina-sports',
  name: 'Marina Turf Arena',
  location: { name: 'Marina Turf Arena', city: 'Chennai' },
  listings: [{ listingId: 'football', listingName: 'Football' }],
  taxes: [],
  handlingCharge: 0,
  cancellationPolicy: { type: 'full' },
  holdMinutes: 10,
};
const platformSports = {
  data: [
    { listingId: 'football', listingName: 'Football', games: 12, venues: 2 },
    { listingId: 'box-cricket', listingName: 'Box Cricket', games: 3, venues: 1 },
  ],
};

describe('the venue’s sport, a choice by name (UX walk as staff: it was a typed id)', () => {
  it('offers the platform’s sports and the venue’s own by name, each once', () => {
    expect(
      sportChoices(
        [{ listingId: 'football', listingName: 'Football' }],
        [
          { listingId: 'football', listingName: 'Football' },
          { listingId: 'yoga', listingName: 'Yoga' },
        ],
        [{ listingId: '', listingName: 'x' }],
      ),
    ).toEqual([
      { id: 'football', name: 'Football' },
      { id: 'yoga', name: 'Yoga' },
    ]);
  });

  it('shows the saved sport by name, picks another by name and saves its id and name as before', async () => {
    signedInAsManager();
    const calls = fakeApi(
      on('GET', '/admin-api/spaces/space-marina-turf', { body: venue }),
      on('GET', '/api/vm/listings', { body: platformSports }),
      (call) =>
        call.method === 'PUT' && call.path === '/org-api/org-marina-sports/spaces/space-marina-turf'
          ? { body: { ...venue, ...(call.body as object) } }
          : undefined,
      peopleApi(),
    );
    renderAt('/admin/spaces/space-marina-turf');
    const sport = await screen.findByRole<HTMLInputElement>('combobox', { name: /^Sport/ }, { timeout: 30_000 });
    await waitFor(() => expect(sport.value).toBe('Football'), { timeout: 10_000 });
    expect(screen.queryByLabelText(/Listing id/)).toBeNull();
    fireEvent.change(sport, { target: { value: 'Box' } });
    fireEvent.click(await within(await screen.findByRole('listbox')).findByText('Box Cricket'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), { timeout: 10_000 });
    expect((calls.find((c) => c.method === 'PUT')!.body as typeof venue).listings).toEqual([
      { listingId: 'box-cricket', listingName: 'Box Cricket' },
    ]);
  }, 60_000);
});
