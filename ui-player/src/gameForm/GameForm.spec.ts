// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Call } from '../test/fakeApi';
import { listApi, on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { accessToken, signedInAsAsha } from '../test/tokens';
import { addDays, venueToday } from '../booking/dates';
import { formatDateOnly } from '../ui/dayWords';
import { venueAddressWords } from './VenuePicker';
import { defaultGameDay } from './formState';

setupAppHarness();

const listings = on('GET', '/api/vm/activities/all/0/9', {
  body: {
    data: {
      activities: [],
      nextUrl: null,
      counts: { total: 0 },
      stopLoading: true,
      listingList: [{ listingId: 'football', listingName: 'Football', count: 3 }],
    },
  },
});
const venues = [
  on('GET', '/api/vm/spaces/listing/football/0/30', { body: { data: { venues: [], nextUrl: null } } }),
  on('GET', '/api/vm/venues/listing/football/0/30', {
    body: {
      data: {
        venues: [
          {
            id: 'v1',
            name: 'Marina Turf Arena',
            address: 'Besant Nagar',
            city: 'Chennai',
            region: 'chennai',
            lat: 13,
            lon: 80.27,
            listingIds: ['football'],
            listings: [],
            facilities: [],
            source: 'games',
            updated: '2030-01-01',
          },
        ],
        nextUrl: null,
      },
    },
  }),
];
const timing = (slotId: string, startTime: string, endTime: string, slotStatus: string) => ({
  amount: 120000,
  currency: 'INR',
  symbol: '₹',
  date: '2030-05-01',
  startTime,
  endTime,
  fieldName: 'Turf A',
  fieldId: 'space-marina.turf-a',
  timeRangeConfigId: 'evening',
  slotId,
  slotStatus,
});
const slots = on('GET', '/api/vm/slots/listing/football?date=2030-05-01', {
  body: {
    data: [
      {
        facilityName: 'Turf A',
        facilityId: 'space-marina.turf-a',
        spaceId: 'space-marina',
        spaceName: 'Marina Turf Arena',
        location: { name: 'Marina Turf Arena', city: 'Chennai' },
        timings: [timing('s18', '18:00', '19:00', 'available'), timing('s19', '19:00', '20:00', 'blocked')],
        slotStatus: 'available',
        slotId: 's18',
      },
    ],
  },
});
const created = on('PUT', '/api/vm/activities', { status: 201, body: { message: 'success', data: { activityId: 'new1' } } });
const newGame = on('GET', '/api/vm/activities/new1', { body: { data: makeGame({ activityId: 'new1', name: 'Evening 5s' }) } });
const put = (calls: Call[], path: string) => calls.find((c) => c.method === 'PUT' && c.path === path);

async function fillBasics() {
  fireEvent.change(await screen.findByLabelText('Game name'), { target: { value: 'Evening 5s' } });
  await screen.findByRole('option', { name: 'Football' });
  fireEvent.change(screen.getByLabelText('Sport'), { target: { value: 'football' } });
  fireEvent.change(screen.getByLabelText('Format'), { target: { value: '5v5' } });
  fireEvent.change(screen.getByLabelText('Other date'), { target: { value: '2030-05-01' } });
}

describe('create a game (spec section 2 venue-pick options, section 8 toasts)', () => {
  it("takes a visitor's Create a game through sign-in and on to the form", async () => {
    const login = (call: Call) =>
      call.method === 'POST' && call.path === '/api/auth/account/phone/login'
        ? (call.body as { code?: string }).code === undefined
          ? { body: { status: 'code_sent', channel: 'whatsapp', to: '+91••••••0001', expiresInSeconds: 600 } }
          : { body: { status: 'signed_in', userId: 'u1', isNewUser: false, accessToken: accessToken(), refreshToken: 'ref-1' } }
        : undefined;
    fakeApi(login, ...listApi, listings);
    renderAt('/');
    fireEvent.click(await screen.findByRole('link', { name: 'Create a game' }));
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '98000 00001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Create a game' });
    await screen.findByRole('option', { name: 'Football' });
  });

  it('sends a visitor who opens the create form straight to sign-in, to come back to it', async () => {
    fakeApi();
    renderAt('/games/new');
    await screen.findByLabelText('Phone number');
    expect(screen.queryByText(/Sign in to create a game/)).toBeNull();
  });

  it('offers the four venue-pick options; picking a venue fills the place, and the game is created', async () => {
    signedInAsAsha();
    const calls = fakeApi(listings, ...venues, created, newGame);
    renderAt('/games/new');
    await fillBasics();
    const options = within(screen.getByRole('radiogroup', { name: 'Venue pick' }))
      .getAllByRole('radio')
      .map((r) => r.parentElement?.textContent);
    expect(options.slice(0, 4)).toEqual(['Pick a venue', 'Pick a booked slot', 'Book a slot', 'Pick from blocked slots']);
    fireEvent.click(screen.getByLabelText('Pick a venue'));
    fireEvent.click(await screen.findByRole('button', { name: /Marina Turf Arena/ }));
    expect(screen.getByLabelText<HTMLInputElement>('Place').value).toBe('Marina Turf Arena');
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('Game created successfully');
    const body = put(calls, '/api/vm/activities')!;
    expect(body.headers.get('idempotency-key')).toBeTruthy();
    expect(body.body).toMatchObject({
      name: 'Evening 5s',
      listingId: 'football',
      listingName: 'Football',
      location: { name: 'Marina Turf Arena', city: 'Chennai', lat: 13 },
      maxParticipants: 10,
    });
    await screen.findByRole('heading', { name: 'Evening 5s' }); // opened the new game
  });

  it('maps a blocked slot to the game once it is created', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      listings,
      slots,
      created,
      newGame,
      on('PUT', '/api/vm/activities/new1/slots', { body: { message: 'success', data: { activityId: 'new1', slotIds: ['s19'] } } }),
    );
    renderAt('/games/new');
    await fillBasics();
    fireEvent.click(screen.getByLabelText('Pick from blocked slots'));
    fireEvent.click(await screen.findByRole('button', { name: /19:00–20:00/ }));
    expect(screen.queryByRole('button', { name: /18:00–19:00/ })).toBeNull(); // only blocked slots here
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('Game created successfully');
    await waitFor(() =>
      expect(put(calls, '/api/vm/activities/new1/slots')?.body).toEqual({
        slotId: 's19',
        fieldId: 'space-marina.turf-a',
        fieldName: 'Turf A',
        slotDate: '2030-05-01',
        startTime: '19:00',
        endTime: '20:00',
      }),
    );
    expect(put(calls, '/api/vm/activities')?.body).toMatchObject({
      facilityId: 'space-marina.turf-a',
      spaceId: 'space-marina',
      duration: [{ from: '2030-05-01T19:00:00+05:30', to: '2030-05-01T20:00:00+05:30' }],
    });
  });

  it('keeps an available slot to book later ("Book a slot")', async () => {
    signedInAsAsha();
    const calls = fakeApi(listings, slots, created, newGame);
    renderAt('/games/new');
    await fillBasics();
    fireEvent.click(screen.getByLabelText('Book a slot'));
    fireEvent.click(await screen.findByRole('button', { name: /18:00–19:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('Game created successfully');
    expect(put(calls, '/api/vm/activities')?.body).toMatchObject({
      isSlotBookLater: true,
      slotBookLater: {
        fieldId: 'space-marina.turf-a',
        slotDate: '2030-05-01',
        startTime: '18:00',
        endTime: '19:00',
        timeRangeConfigId: 'evening',
      },
    });
    expect(calls.some((c) => c.path.endsWith('/slots') && c.method === 'PUT')).toBe(false);
  });

  it('lets a priced game be paid at the venue, and writes places and slots in words (walk at 375 px)', async () => {
    signedInAsAsha();
    const calls = fakeApi(listings, ...venues, slots, created, newGame);
    renderAt('/games/new');
    await fillBasics();
    // No price, no question; a price asks how it is paid (every priced game was paid in the app).
    expect(screen.queryByLabelText('How players pay')).toBeNull();
    fireEvent.change(screen.getByLabelText('Cost per player (₹)'), { target: { value: '150' } });
    expect(screen.getByLabelText<HTMLSelectElement>('How players pay').value).toBe('paybefore');
    fireEvent.change(screen.getByLabelText('How players pay'), { target: { value: 'payatvenue' } });
    fireEvent.click(screen.getByLabelText('Book a slot'));
    // "Sat 28 Nov"-style days and HH:MM times, never 2030-05-01 or paise.
    fireEvent.click(await screen.findByRole('button', { name: 'Marina Turf Arena · Turf A · 18:00–19:00 · ₹1,200' }));
    screen.getByText('Slot: Turf A on Wed 1 May, 18:00–19:00 (to book later)');
    fireEvent.click(screen.getByLabelText('Pick a venue'));
    // The city once: the address "Besant Nagar" and the city "Chennai", not "…, Chennai, Chennai".
    await screen.findByRole('button', { name: 'Marina Turf Arena Besant Nagar, Chennai' });
    expect(venueAddressWords('5th Block, Bengaluru', 'Bengaluru')).toBe('5th Block, Bengaluru');
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('Game created successfully');
    expect(put(calls, '/api/vm/activities')?.body).toMatchObject({
      costPerParticpant: 15000,
      enablePay: true,
      payableMethod: 'payatvenue',
    });
  });

  it('pins a typed place where the host stands, so players nearby find the game; a refused permission says so', async () => {
    signedInAsAsha();
    const calls = fakeApi(listings, ...venues, created, newGame);
    let answer: (ok: PositionCallback, fail: PositionErrorCallback) => void = (_ok, fail) =>
      fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail) },
    });
    renderAt('/games/new');
    await fillBasics();
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: 'Cubbon Park ground' } });
    const pinGroup = screen.getByRole('group', { name: 'Map pin' });
    expect(pinGroup.textContent).toContain('Without a pin, players nearby will not see this game in Around me or Suggested.');
    fireEvent.click(within(pinGroup).getByRole('button', { name: 'Pin to where I am now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Location permission was refused');
    answer = (ok) => ok({ coords: { latitude: 12.97634, longitude: 77.59291 } } as GeolocationPosition);
    fireEvent.click(within(pinGroup).getByRole('button', { name: 'Pin to where I am now' }));
    await within(pinGroup).findByText(/Pinned on the map/);
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('Game created successfully');
    expect(put(calls, '/api/vm/activities')?.body).toMatchObject({ location: { name: 'Cubbon Park ground', lat: 12.976, lon: 77.593 } });
  });

  it('takes a pin off again, and offers none for a picked venue (it has its own point)', async () => {
    signedInAsAsha();
    fakeApi(listings, ...venues);
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 13.05, longitude: 80.28 } } as GeolocationPosition) },
    });
    renderAt('/games/new');
    await fillBasics();
    fireEvent.click(screen.getByRole('button', { name: 'Pin to where I am now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove pin' }));
    await screen.findByRole('button', { name: 'Pin to where I am now' });
    fireEvent.click(screen.getByLabelText('Pick a venue'));
    await screen.findByRole('button', { name: 'Marina Turf Arena Besant Nagar, Chennai' });
    expect(screen.queryByRole('group', { name: 'Map pin' })).toBeNull();
  });

  it("shows 'Something went wrong' when the server refuses, and field errors before sending", async () => {
    signedInAsAsha();
    const calls = fakeApi(listings, on('PUT', '/api/vm/activities', problem(422, 'INVALID_SCHEDULE', 'The game must start in the future')));
    renderAt('/games/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create game' }));
    await screen.findByText('Please correct the fields marked above.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(screen.getByText('Give the game a name')).toBeTruthy();
    await fillBasics();
    // Each field mended stops saying what was wrong, before the next submit; the rest still do.
    expect(screen.queryByText('Give the game a name')).toBeNull();
    expect(screen.queryByText('Pick a sport')).toBeNull();
    expect(screen.getByLabelText('Sport').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Pick a place for the game')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: 'Park' } });
    expect(screen.queryByText('Please correct the fields marked above.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('Something went wrong');
    expect(screen.getByText('The game must start in the future')).toBeTruthy();
  });
});

const checkedIn = (group: string) =>
  within(screen.getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .filter((r) => r.getAttribute('aria-checked') === 'true')
    .map((r) => r.textContent?.replace(/\u00a0/g, ' '));
/** The length written beside the end. */
const lengthShown = () => screen.getByLabelText('Ends (IST)').parentElement?.querySelector('output')?.textContent;
/** A length chip by its words, written with the card's non-breaking spaces. */
const length = (words: string) => screen.getByRole<HTMLButtonElement>('radio', { name: words.replace(/ /g, '\u00a0') });
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('choosing when, quick on a phone (day chips, length chips)', () => {
  it('creates the game on the day chip tapped, ending at the length tapped', async () => {
    signedInAsAsha();
    const calls = fakeApi(listings, created, newGame);
    renderAt('/games/new');
    await fillBasics();
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: 'Park' } });
    // The other date typed is past the strip: no chip. Then a tap on Tomorrow takes over the date field too.
    expect(checkedIn('Date')).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Tomorrow' }));
    const tomorrow = addDays(venueToday(), 1);
    expect(checkedIn('Date')).toEqual(['Tomorrow']);
    expect(valueOf('Other date')).toBe(tomorrow);
    // A new start keeps the length: 18:00–19:30 moved to 07:00 ends at 08:30.
    fireEvent.change(screen.getByLabelText('Starts (IST)'), { target: { value: '07:00' } });
    expect(valueOf('Ends (IST)')).toBe('08:30');
    expect(checkedIn('Length')).toEqual(['1 h 30']);
    fireEvent.click(length('1 h'));
    expect(valueOf('Ends (IST)')).toBe('08:00');
    fireEvent.click(length('1 h 30'));
    expect(valueOf('Ends (IST)')).toBe('08:30');
    expect(checkedIn('Length')).toEqual(['1 h 30']);
    expect(lengthShown()).toBe('1\u00a0h\u00a030');
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('Game created successfully');
    expect(put(calls, '/api/vm/activities')?.body).toMatchObject({
      date: tomorrow,
      duration: [{ from: `${tomorrow}T07:00:00+05:30`, to: `${tomorrow}T08:30:00+05:30` }],
    });
  });

  it('checks the chip of a date typed in Other date, and none for a date past the strip', async () => {
    signedInAsAsha();
    fakeApi(listings);
    renderAt('/games/new');
    await screen.findByRole('radio', { name: 'Today' });
    // The form opens on today, or on tomorrow once today's 18:00 is less than an hour away (formState.ts defaultGameDay).
    expect(checkedIn('Date')).toEqual([defaultGameDay() === venueToday() ? 'Today' : 'Tomorrow']);
    const inFive = addDays(venueToday(), 5);
    fireEvent.change(screen.getByLabelText('Other date'), { target: { value: inFive } });
    expect(screen.getByRole('radio', { name: formatDateOnly(inFive) }).getAttribute('aria-checked')).toBe('true');
    expect(checkedIn('Date')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Other date'), { target: { value: addDays(venueToday(), 14) } });
    expect(checkedIn('Date')).toEqual([]);
  });

  it('marks the length the start and end make, offers none past midnight, and keeps an end before the start an error', async () => {
    signedInAsAsha();
    const calls = fakeApi(listings);
    renderAt('/games/new');
    await fillBasics();
    // The form opens on 18:00–19:30.
    expect(checkedIn('Length')).toEqual(['1 h 30']);
    fireEvent.change(screen.getByLabelText('Ends (IST)'), { target: { value: '20:00' } });
    expect(checkedIn('Length')).toEqual(['2 h']);
    expect(lengthShown()).toBe('2\u00a0h');
    fireEvent.keyDown(length('2 h'), { key: 'ArrowLeft' });
    expect(valueOf('Ends (IST)')).toBe('19:30');
    // The end follows a new start, keeping its 1 h 30; a length past midnight is not offered.
    fireEvent.change(screen.getByLabelText('Starts (IST)'), { target: { value: '22:15' } });
    expect(valueOf('Ends (IST)')).toBe('23:45');
    expect(length('1 h 30').disabled).toBe(false);
    expect(length('2 h').disabled).toBe(true);
    fireEvent.click(length('2 h'));
    expect(valueOf('Ends (IST)')).toBe('23:45');
    // An end typed before the start, 22:15–19:30: no length to say, and the end is refused as before.
    fireEvent.change(screen.getByLabelText('Ends (IST)'), { target: { value: '19:30' } });
    expect(lengthShown()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await screen.findByText('The end must be after the start');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(length('1 h'));
    expect(valueOf('Ends (IST)')).toBe('23:15');
    expect(screen.queryByText('The end must be after the start')).toBeNull();
  });
});

describe('create a series (spec section 7 "PUT bulk create games")', () => {
  it('creates the game on each added date with one call', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      listings,
      on('PUT', '/api/vm/activities/bulk', { status: 201, body: { message: 'success', data: { activityIds: ['new1', 'new2'] } } }),
      newGame,
    );
    renderAt('/games/new');
    await fillBasics();
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: 'Park' } });
    // Days in words (DESIGN.md "Words": dates as "Fri 27 Nov"), never the input's 2030-05-01.
    expect(screen.getByText('Only on Wed 1 May.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Another date'), { target: { value: '2030-05-08' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
    expect(screen.getByRole('button', { name: 'Remove Wed 8 May' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create 2 games' }));
    await screen.findByText('Game created successfully');
    const body = put(calls, '/api/vm/activities/bulk')?.body as { dates: string[]; details: { name: string } };
    expect(body.dates).toEqual(['2030-05-01', '2030-05-08']);
    expect(body.details.name).toBe('Evening 5s');
    expect(put(calls, '/api/vm/activities')).toBeUndefined();
  });
});

describe('edit a game', () => {
  it('sends the update with the fields the form does not edit, for the host only', async () => {
    signedInAsAsha();
    const game = makeGame({
      host: 'u1',
      hostandCoHost: ['u1'],
      formFields: [{ id: 'pos', label: 'Position', type: 'text', required: false }],
    });
    const calls = fakeApi(
      listings,
      on('GET', '/api/vm/activities/g1', { body: { data: game } }),
      on('PUT', '/api/vm/activities/g1', { body: { message: 'success', data: { activityId: 'g1' } } }),
    );
    renderAt('/games/g1/edit');
    fireEvent.change(await screen.findByLabelText('Players (max)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Game updated successfully');
    expect(put(calls, '/api/vm/activities/g1')?.body).toMatchObject({
      maxParticipants: 12,
      formFields: game.formFields,
      name: 'Morning Football',
    });
  });

  it('opens on the venue the game was made with, not on "Type the place" (spec section 2 venue pick)', async () => {
    signedInAsAsha();
    const game = makeGame({
      host: 'u1',
      hostandCoHost: ['u1'],
      listingId: 'football',
      facilityId: 'turf-a',
      facilityName: 'Turf A',
      location: { name: 'Marina Turf Arena', address: 'Besant Nagar', city: 'Chennai', lat: 13, lon: 80.27 },
    });
    const calls = fakeApi(
      listings,
      ...venues,
      on('GET', '/api/vm/activities/g1', { body: { data: game } }),
      on('PUT', '/api/vm/activities/g1', { body: { message: 'success', data: { activityId: 'g1' } } }),
    );
    renderAt('/games/g1/edit');
    const chosen = await screen.findByRole('button', { name: /Marina Turf Arena/ });
    expect(screen.getByLabelText<HTMLInputElement>('Pick a venue').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Type the place').checked).toBe(false);
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Game updated successfully');
    expect(put(calls, '/api/vm/activities/g1')?.body).toMatchObject({
      facilityId: 'turf-a',
      location: { name: 'Marina Turf Arena', lat: 13 },
    });
  });

  it('opens a game on a day past the strip with no day chip checked, and keeps its date and times', async () => {
    signedInAsAsha();
    const game = makeGame({ host: 'u1', hostandCoHost: ['u1'] });
    const calls = fakeApi(
      listings,
      on('GET', '/api/vm/activities/g1', { body: { data: game } }),
      on('PUT', '/api/vm/activities/g1', { body: { message: 'success', data: { activityId: 'g1' } } }),
    );
    renderAt('/games/g1/edit');
    await screen.findByRole('radio', { name: 'Today' });
    expect(checkedIn('Date')).toEqual([]);
    expect(valueOf('Other date')).toBe('2030-05-01');
    expect(checkedIn('Length')).toEqual(['1 h 30']);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Game updated successfully');
    expect(put(calls, '/api/vm/activities/g1')?.body).toMatchObject({
      date: '2030-05-01',
      duration: [{ from: '2030-05-01T07:00:00+05:30', to: '2030-05-01T08:30:00+05:30' }],
    });
  });

  it('refuses someone who is not the host', async () => {
    signedInAsAsha();
    fakeApi(listings, on('GET', '/api/vm/activities/g1', { body: { data: makeGame() } }));
    renderAt('/games/g1/edit');
    await screen.findByText('Only the host of Morning Football can edit it.');
  });
});
