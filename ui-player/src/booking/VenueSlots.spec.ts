// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { useCart } from './cartStore';
import { makeFacility, makeVenue, timing } from './testFixtures';

setupAppHarness();

const venues = (list: unknown[], nextUrl: string | null = null) => ({ body: { data: { venues: list, nextUrl } } });
const listings = on('GET', '/api/vm/listings', {
  body: {
    data: [
      { listingId: 'football', listingName: 'Football', games: 12, venues: 3 },
      { listingId: 'cricket', listingName: 'Cricket', games: 2, venues: 1 },
      { listingId: 'chess', listingName: 'Chess', games: 5, venues: 0 },
    ],
  },
});
const slots = (date: string, facilities = [makeFacility()]) =>
  on('GET', `/api/vm/slots/listing/football?date=${date}&spaceId=marina`, { body: { data: facilities } });

describe('venues by listing and their slots (spec section 7 venue and slot calls)', () => {
  it('fetches venues 0/30 for the listing and shows each with its fields and policy', async () => {
    const calls = fakeApi(on('GET', '/api/vm/spaces/listing/football/0/30', venues([makeVenue()])));
    renderAt('/venues?listing=football');
    const card = await screen.findByTestId('venue-card');
    expect(within(card).getByText('Marina Turf Arena')).toBeTruthy();
    expect(within(card).getByText('1 field: Turf A')).toBeTruthy();
    expect(within(card).getByText('Handling charge ₹20 per order')).toBeTruthy();
    expect(within(card).getByText(/100% back when you cancel at least 24\sh before the start/)).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/vm/spaces/listing/football/0/30');
  });

  it('loads the next 30 venues from nextUrl', async () => {
    fakeApi(
      on('GET', '/api/vm/spaces/listing/football/0/30', venues([makeVenue()], '/api/vm/spaces/listing/football/1/30')),
      on('GET', '/api/vm/spaces/listing/football/1/30', venues([makeVenue({ id: 'andheri', spaceId: 'andheri', name: 'Andheri Courts' })])),
    );
    renderAt('/venues?listing=football');
    await screen.findByText('Marina Turf Arena');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Andheri Courts');
    expect(screen.getAllByTestId('venue-card')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers the sports venues offer (GET /api/vm/listings) and shows the venues of the one picked', async () => {
    const calls = fakeApi(
      listings,
      on('GET', '/api/vm/spaces/listing/football/0/30', venues([makeVenue()])),
      on('GET', '/api/vm/spaces/listing/cricket/0/30', venues([])),
    );
    renderAt('/venues?listing=football');
    await screen.findByRole('option', { name: 'Cricket · 1 venue' });
    const sport = screen.getByLabelText('Sport');
    expect(
      within(sport)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Football · 3 venues', 'Cricket · 1 venue']);
    fireEvent.change(sport, { target: { value: 'cricket' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show venues' }));
    await screen.findByText('No venues offer this sport yet.');
    expect(calls.map((c) => c.path)).toContain('/api/vm/spaces/listing/cricket/0/30');
  });

  it('keeps the current sport choosable when no venue offers it, and says so when the sports cannot be loaded', async () => {
    fakeApi(on('GET', '/api/vm/spaces/listing/polo/0/30', venues([])), on('GET', '/api/vm/listings', problem(503, 'UNAVAILABLE', 'down')));
    renderAt('/venues?listing=polo');
    await screen.findByText('No venues offer this sport yet.');
    await screen.findByText('The list of sports could not be loaded; showing the current sport only.');
    expect(
      within(screen.getByLabelText('Sport'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['polo']);
  });

  it('says in words when the venues cannot be fetched, never a field name or schema text', async () => {
    fakeApi(listings, on('GET', '/api/vm/spaces/listing/polo/0/30', problem(400, 'VALIDATION_FAILED', 'listingId is not known')));
    renderAt('/venues?listing=polo');
    await screen.findByText('That was not accepted. Check what you entered and try again.');
    expect(screen.queryByText(/listingId/)).toBeNull();
  });

  it('shows slots with rupee prices and statuses, adds picked slots to the cart and keeps taken ones out', async () => {
    fakeApi(slots('2030-05-04'));
    renderAt('/venues/marina?listing=football&date=2030-05-04');
    await screen.findByRole('heading', { name: 'Marina Turf Arena' });
    const six = screen.getByRole('button', { name: 'Turf A 18:00–19:00, ₹1,416, Available' });
    const seven = screen.getByRole('button', { name: 'Turf A 19:00–20:00, ₹1,416, Booked' });
    expect((seven as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(six);
    expect(six.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /20:00–21:00/ }));
    expect(screen.getByText('2 slots · ₹2,832')).toBeTruthy();
    expect(useCart.getState().slots.map((s) => s.slotId)).toEqual(['marina.turf-a.2030-05-04.1800', 'marina.turf-a.2030-05-04.2000']);
    fireEvent.click(six);
    expect(useCart.getState().slots).toHaveLength(1);
  });

  it('offers to start a new cart when a slot of another venue is picked', async () => {
    useCart.getState().startWith({
      ...timing('18:00'),
      slotId: 'other.f.2030-05-04.1800',
      spaceId: 'other',
      spaceName: 'Andheri Courts',
      listingId: 'football',
    });
    fakeApi(slots('2030-05-04'));
    renderAt('/venues/marina?listing=football&date=2030-05-04');
    fireEvent.click(await screen.findByRole('button', { name: /18:00–19:00/ }));
    await screen.findByText('Your cart holds slots at Andheri Courts. One order is with one venue.');
    fireEvent.click(screen.getByRole('button', { name: 'Start a new cart here' }));
    expect(useCart.getState().slots.map((s) => s.spaceName)).toEqual(['Marina Turf Arena']);
  });

  it('moves to the next day through the date control', async () => {
    fakeApi(
      slots('2030-05-04'),
      slots('2030-05-05', [makeFacility([timing('06:00', { date: '2030-05-05', slotId: 'marina.turf-a.2030-05-05.0600' })])]),
    );
    renderAt('/venues/marina?listing=football&date=2030-05-04');
    await screen.findByRole('button', { name: /18:00–19:00/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('button', { name: /06:00–07:00/ });
    expect(screen.getByText('Sun 5 May')).toBeTruthy();
  });
});
