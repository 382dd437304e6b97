// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { useCart } from './cartStore';
import { makeFacility, makeVenue, timing } from './testFixtures';

setupAppHarness();

const venues = (list: unknown[], nextUrl: string | null = null) => ({ body: { data: { venues: list, nextUrl } } });
const slots = (date: string, facilities = [makeFacility()]) => on('GET', `/api/vm/slots/listing/football?date=${date}&spaceId=marina`, { body: { data: facilities } });

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

  it('says so when no venue offers the listing, and shows the API\'s problem when the call fails', async () => {
    fakeApi(on('GET', '/api/vm/spaces/listing/cricket/0/30', venues([])), on('GET', '/api/vm/spaces/listing/polo/0/30', problem(400, 'VALIDATION_FAILED', 'listingId is not known')));
    renderAt('/venues?listing=cricket');
    await screen.findByText('No venues offer this sport yet.');
    fireEvent.change(screen.getByLabelText('Sport'), { target: { value: 'polo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show venues' }));
    await screen.findByText('listingId is not known');
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
    useCart.getState().startWith({ ...timing('18:00'), slotId: 'other.f.2030-05-04.1800', spaceId: 'other', spaceName: 'Andheri Courts', listingId: 'football' });
    fakeApi(slots('2030-05-04'));
    renderAt('/venues/marina?listing=football&date=2030-05-04');
    fireEvent.click(await screen.findByRole('button', { name: /18:00–19:00/ }));
    await screen.findByText('Your cart holds slots at Andheri Courts. One order is with one venue.');
    fireEvent.click(screen.getByRole('button', { name: 'Start a new cart here' }));
    expect(useCart.getState().slots.map((s) => s.spaceName)).toEqual(['Marina Turf Arena']);
  });

  it('moves to the next day through the date control', async () => {
    fakeApi(slots('2030-05-04'), slots('2030-05-05', [makeFacility([timing('06:00', { date: '2030-05-05', slotId: 'marina.turf-a.2030-05-05.0600' })])]));
    renderAt('/venues/marina?listing=football&date=2030-05-04');
    await screen.findByRole('button', { name: /18:00–19:00/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('button', { name: /06:00–07:00/ });
    expect(screen.getByText('Sun, 5 May 2030')).toBeTruthy();
  });
});
