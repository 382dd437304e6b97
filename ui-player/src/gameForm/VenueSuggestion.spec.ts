// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Call } from '../test/fakeApi';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';
import { MATCH_PAUSE_MS } from './useVenueMatch';

/** "Is this Andheri Smash Courts?" on the create form (spec section 2 create game; section 3 spaceId, spaceName). */
setupAppHarness();

const andheri = {
  spaceId: 'space-andheri-courts',
  name: 'Andheri Smash Courts',
  location: { name: 'Andheri Smash Courts', address: 'Andheri West, Mumbai', city: 'Mumbai', lat: 19.1364, lon: 72.8296 },
};
const listings = on('GET', '/api/vm/activities/all/0/9', {
  body: {
    data: {
      activities: [],
      nextUrl: null,
      counts: { total: 0 },
      stopLoading: true,
      listingList: [{ listingId: 'badminton', listingName: 'Badminton', count: 1 }],
    },
  },
});
/** The server's matcher, as the HTTP spec pins it: the name, the address, or the address's first part. */
const match = (call: Call) => {
  if (call.method !== 'GET' || !call.path.startsWith('/api/vm/venues/match?')) return undefined;
  const q = (new URLSearchParams(call.path.split('?')[1]).get('q') ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return { body: { data: { venues: ['andherismashcourts', 'andheriwest', 'andheriwestmumbai'].includes(q) ? [andheri] : [] } } };
};
const created = on('PUT', '/api/vm/activities', { status: 201, body: { message: 'success', data: { activityId: 'new1' } } });
const newGame = on('GET', '/api/vm/activities/new1', {
  body: {
    data: makeGame({
      activityId: 'new1',
      name: 'Smash night',
      listingId: 'badminton',
      listingName: 'Badminton',
      spaceId: andheri.spaceId,
      spaceName: andheri.name,
      location: andheri.location,
    }),
  },
});
const matchCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/vm/venues/match'));
/** Lets replies already asked for settle (React's updates included): for checking what they did not show. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
/** Types with the clock held, then runs the whole pause out: whatever would be asked has been. */
async function typeAndPause(text: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: text } });
    await act(async () => void vi.advanceTimersByTime(MATCH_PAUSE_MS));
  } finally {
    vi.useRealTimers();
  }
  await settle();
}

async function openForm() {
  fireEvent.change(await screen.findByLabelText('Game name'), { target: { value: 'Smash night' } });
  await screen.findByRole('option', { name: 'Badminton' });
  fireEvent.change(screen.getByLabelText('Sport'), { target: { value: 'badminton' } });
  fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'Doubles' } });
  fireEvent.change(screen.getByLabelText('Other date'), { target: { value: '2030-05-01' } });
}
const typePlace = (text: string) => fireEvent.change(screen.getByLabelText('Place'), { target: { value: text } });
const question = () => screen.findByRole('group', { name: 'Is this Andheri Smash Courts?' }, { timeout: 3000 });

describe('a typed place that names a listed venue', () => {
  it('asks once typing pauses; Yes links the game to the venue and fills the place from it', async () => {
    signedInAsAsha();
    const calls = fakeApi(listings, match, created, newGame);
    renderAt('/games/new');
    await openForm();
    typePlace('A');
    typePlace('Andh');
    typePlace('Andheri West');
    const line = await question();
    // One request for the pause, none for each key on the way.
    expect(matchCalls(calls).map((c) => c.path)).toEqual(['/api/vm/venues/match?q=Andheri+West']);
    fireEvent.click(within(line).getByRole('button', { name: 'Yes' }));
    expect(screen.getByLabelText<HTMLInputElement>('Place').value).toBe('Andheri Smash Courts');
    expect(screen.getByLabelText<HTMLInputElement>('Address').value).toBe('Andheri West, Mumbai');
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('Mumbai');
    await screen.findByRole('group', { name: 'Linked to Andheri Smash Courts.' });
    expect(screen.queryByRole('group', { name: /Is this/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('Game created successfully');
    const body = calls.find((c) => c.method === 'PUT' && c.path === '/api/vm/activities')!.body;
    expect(body).toMatchObject({ spaceId: 'space-andheri-courts', spaceName: 'Andheri Smash Courts', location: andheri.location });
    // The game's page names the venue as a way to it, for the game's sport.
    const venue = await screen.findByRole('link', { name: 'Andheri Smash Courts' });
    expect(venue.getAttribute('href')).toBe('/venues/space-andheri-courts?listing=badminton');
  });

  it('No dismisses the question for that text; another text that names the venue asks again', async () => {
    signedInAsAsha();
    const calls = fakeApi(listings, match, created, newGame);
    renderAt('/games/new');
    await openForm();
    typePlace('andheri smash courts');
    fireEvent.click(within(await question()).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('group', { name: /Is this/ })).toBeNull();
    // The same words again (retyped) stay dismissed; the street asks again.
    typePlace('andheri smash court');
    typePlace('andheri smash courts');
    await waitFor(() => expect(matchCalls(calls)).toHaveLength(2), { timeout: 3000 });
    await settle();
    expect(screen.queryByRole('group', { name: /Is this/ })).toBeNull();
    typePlace('Andheri West');
    await question();
    // Created without a Yes: the game is not linked.
    typePlace('My terrace court');
    await waitFor(() => expect(screen.queryByRole('group', { name: /Is this/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('Game created successfully');
    const body = calls.find((c) => c.method === 'PUT' && c.path === '/api/vm/activities')!.body as Record<string, unknown>;
    expect(body.spaceId).toBeUndefined();
    expect(body.location).toEqual({ name: 'My terrace court' });
  });

  it('says the link after Yes and keeps it through an edit of the place; Unlink drops it and asks no more', async () => {
    signedInAsAsha();
    const calls = fakeApi(listings, match, created, newGame);
    renderAt('/games/new');
    await openForm();
    typePlace('Andheri West');
    fireEvent.click(within(await question()).getByRole('button', { name: 'Yes' }));
    typePlace('Andheri Smash Courts, hall 2');
    const linked = await screen.findByRole('group', { name: 'Linked to Andheri Smash Courts.' });
    fireEvent.click(within(linked).getByRole('button', { name: 'Unlink' }));
    expect(screen.queryByRole('group', { name: /Linked to/ })).toBeNull();
    // The place and address as filled in (the address names the venue), and no question about them again.
    await waitFor(
      () => expect(matchCalls(calls).map((c) => c.path)).toContain('/api/vm/venues/match?q=Andheri+West%2C+Mumbai&city=Mumbai'),
      { timeout: 3000 },
    );
    await settle();
    expect(screen.queryByRole('group', { name: /Is this/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('Game created successfully');
    const body = calls.find((c) => c.method === 'PUT' && c.path === '/api/vm/activities')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ location: { name: 'Andheri Smash Courts, hall 2', address: 'Andheri West, Mumbai' } });
    expect(body.spaceId).toBeUndefined();
    expect(body.spaceName).toBeUndefined();
  });

  it('is not asked while editing a game', async () => {
    signedInAsAsha();
    const game = makeGame({ activityId: 'g1', name: 'Old game', host: 'u1', location: { name: 'Andheri West' } });
    const calls = fakeApi(listings, match, on('GET', '/api/vm/activities/g1', { body: { data: game } }));
    renderAt('/games/g1/edit');
    await screen.findByDisplayValue('Andheri West');
    await typeAndPause('Andheri Smash Courts');
    expect(matchCalls(calls)).toEqual([]);
    expect(screen.queryByRole('group', { name: /Is this/ })).toBeNull();
  });
});
