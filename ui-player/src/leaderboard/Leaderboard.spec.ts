// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';
import { myProfile } from '../profile/profileFixtures';

setupAppHarness();
// The machine is shared: give the app's fetches and renders more than the default second.
configure({ asyncUtilTimeout: 5000 });

const person = (id: string, name: string) => ({
  id,
  name,
  nickName: name.split(' ')[0] ?? null,
  shortId: null,
  avatar: null,
  gameSkill: null,
});
const board = (sort: string, leaders: unknown[]) => ({
  body: { data: { listingId: 'football', region: 'Chennai', sort, windowDays: 90, asOf: '2030-05-01T00:00:00.000Z', leaders } },
});

const api = () =>
  fakeApi(
    on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
    // GET /api/vm/listings?region=: sports ever played in the city (past games too) and those only venues offer.
    on('GET', '/api/vm/listings?region=Chennai', {
      body: {
        data: [
          { listingId: 'football', listingName: 'Football', games: 4, venues: 2 },
          { listingId: 'cricket', listingName: 'Cricket', games: 1, venues: 0 },
          { listingId: 'squash', listingName: 'Squash', games: 0, venues: 1 },
        ],
      },
    }),
    on(
      'GET',
      '/api/vm/leaderboard?listingId=football&region=Chennai&sort=gamesPlayed',
      board('gamesPlayed', [
        { rank: 1, user: person('u1', 'Asha Player'), gamesPlayed: 6, skill: { value: 2, level: 2, raters: 3 }, reputation: 80 },
        { rank: 2, user: person('u2', 'Ravi Kumar'), gamesPlayed: 3, skill: null, reputation: null },
        { rank: 2, user: person('u3', 'Meena Das'), gamesPlayed: 3, skill: null, reputation: 55 },
      ]),
    ),
    on(
      'GET',
      '/api/vm/leaderboard?listingId=football&region=Chennai&sort=reputation',
      board('reputation', [{ rank: 1, user: person('u1', 'Asha Player'), gamesPlayed: 6, skill: null, reputation: 80 }]),
    ),
  );

describe('leaderboard per listing and region (spec section 7 "GET leaderboard")', () => {
  it('ranks the players of a city and sport; equal values share a rank; New where a figure is not established yet', async () => {
    signedInAsAsha();
    api();
    renderAt('/leaderboard?listingId=football&region=Chennai');
    const table = await screen.findByRole('table', { name: 'Leaderboard, Chennai' });
    const rows = within(table).getAllByTestId('leader-row');
    expect(rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent))).toEqual([
      ['1', 'Asha Player (you)', '6', 'INT · 2', '80'],
      ['2', 'Ravi Kumar', '3', 'New', 'New'],
      ['2', 'Meena Das', '3', 'New', '55'],
    ]);
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    // The rank column is headed '#' to fit a phone, and still named Rank.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('aria-label') ?? th.textContent),
    ).toEqual(['Rank', 'Player', 'Games', 'Skill', 'Reputation']);
    expect(screen.getByRole('tab', { name: 'Games played' }).getAttribute('aria-selected')).toBe('true');
  });

  it('changes the order from the sort tabs', async () => {
    api();
    renderAt('/leaderboard?listingId=football&region=Chennai');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('tab', { name: 'Reputation' }));
    await waitFor(() => expect(screen.getAllByTestId('leader-row')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Reputation' }).getAttribute('aria-selected')).toBe('true');
  });

  it('picks the board from a city and the sports ever played there', async () => {
    const calls = api();
    renderAt('/leaderboard');
    await screen.findByText('Choose a city and a sport to see who plays most, and best.');
    expect(screen.getByRole('option', { name: 'Enter a city first' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('Enter a city name, such as Chennai.');
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Chennai' } });
    await screen.findByRole('option', { name: 'Football' });
    // A sport with only past games in the city has a board; one only venues offer has none.
    const sports = within(screen.getByLabelText('Sport'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sports).toEqual(['Choose…', 'Football', 'Cricket']);
    expect(calls.filter((c) => c.path.startsWith('/api/vm/listings')).map((c) => c.path)).toEqual(['/api/vm/listings?region=Chennai']);
    fireEvent.change(screen.getByLabelText('Sport'), { target: { value: 'football' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table', { name: 'Leaderboard, Chennai' });
    expect(calls.some((c) => c.path === '/api/vm/leaderboard?listingId=football&region=Chennai&sort=gamesPlayed')).toBe(true);
  });

  it('offers the cities with games as taps while the field is empty, and suggests them while typing (GET /api/vm/cities)', async () => {
    fakeApi(
      on('GET', '/api/vm/cities', {
        body: {
          data: [
            { cityId: 'chennai', name: 'Chennai', region: 'chennai', state: 'Tamil Nadu', games: 12, venues: 3 },
            { cityId: 'navi-mumbai', name: 'Navi Mumbai', region: 'navi mumbai', state: null, games: 1, venues: 0 },
            { cityId: 'pune', name: 'Pune', region: 'pune', state: null, games: 0, venues: 1 },
          ],
        },
      }),
      on('GET', '/api/vm/listings?region=Navi+Mumbai', {
        body: { data: [{ listingId: 'cricket', listingName: 'Cricket', games: 1, venues: 0 }] },
      }),
    );
    renderAt('/leaderboard');
    // A visitor's board starts on the city with most games; with no sport played there, only the city is filled in.
    const field = await screen.findByLabelText<HTMLInputElement>('City');
    await waitFor(() => expect(field.value).toBe('Chennai'));
    fireEvent.change(field, { target: { value: '' } });
    const taps = await screen.findByRole('group', { name: 'Cities with games' });
    expect(
      within(taps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Chennai', 'Navi Mumbai', 'Pune']);
    const suggestions = document.getElementById(field.getAttribute('list')!)!;
    expect(Array.from(suggestions.querySelectorAll('option'), (o) => [o.value, o.label])).toEqual([
      ['Chennai', 'Chennai · 12 games'],
      ['Navi Mumbai', 'Navi Mumbai · 1 game'],
      ['Pune', 'Pune · 1 venue'],
    ]);
    fireEvent.click(within(taps).getByRole('button', { name: 'Navi Mumbai' }));
    expect(field.value).toBe('Navi Mumbai');
    await screen.findByRole('option', { name: 'Cricket' });
    expect(screen.queryByRole('group', { name: 'Cities with games' })).toBeNull();
  });

  it('says so when the city has no games yet, and when the sports cannot be loaded', async () => {
    fakeApi(
      on('GET', '/api/vm/listings?region=Pune', { body: { data: [{ listingId: 'squash', listingName: 'Squash', games: 0, venues: 1 }] } }),
      on('GET', '/api/vm/listings?region=Goa', problem(503, 'UNAVAILABLE', 'down')),
    );
    renderAt('/leaderboard');
    fireEvent.change(await screen.findByLabelText('City'), { target: { value: 'Pune' } });
    await screen.findByRole('option', { name: 'No sports in this city yet' });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Goa' } });
    await screen.findByRole('option', { name: 'Sports could not be loaded' });
  });

  it("a player's board opens on their profile's city, writes the city as they do, and says why they are not on it (walk at 375 px)", async () => {
    signedInAsAsha();
    const calls = fakeApi(
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
      on('GET', '/api/user/', {
        body: { data: myProfile({ profile: { locations: [{ name: 'Indiranagar', city: 'Bengaluru' }], choices: [], addresses: [] } }) },
      }),
      on('GET', '/api/vm/listings?region=Bengaluru', {
        body: { data: [{ listingId: 'football', listingName: 'Football', games: 2, venues: 1 }] },
      }),
      // The server answers with its matching key, lower case.
      on('GET', '/api/vm/leaderboard?listingId=football&region=Bengaluru&sort=gamesPlayed', {
        body: {
          data: {
            listingId: 'football',
            region: 'bengaluru',
            sort: 'gamesPlayed',
            windowDays: 90,
            asOf: '2030-05-01T00:00:00.000Z',
            leaders: [{ rank: 1, user: person('u9', 'Ravi Kumar'), gamesPlayed: 2, skill: null, reputation: null }],
          },
        },
      }),
    );
    renderAt('/leaderboard');
    // Opened on their city's most played sport, without a tap.
    await screen.findByRole('table', { name: 'Leaderboard, Bengaluru' });
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('Bengaluru');
    screen.getByText('You are not in this list yet: games you play here count once they are over.');
    expect(calls.filter((c) => c.path === '/api/user/')).toHaveLength(1);
  });

  it("a visitor's board opens on the one they last looked at in this browser", async () => {
    const calls = api();
    localStorage.setItem('sports.leaderboard.last', JSON.stringify({ region: 'Chennai', listingId: 'football' }));
    renderAt('/leaderboard');
    await screen.findByRole('table', { name: 'Leaderboard, Chennai' });
    expect(calls.filter((c) => c.path.startsWith('/api/vm/leaderboard')).map((c) => c.path)).toEqual([
      '/api/vm/leaderboard?listingId=football&region=Chennai&sort=gamesPlayed',
    ]);
  });

  it('remembers the board looked at for the next visit', async () => {
    api();
    renderAt('/leaderboard?listingId=football&region=Chennai');
    await screen.findByRole('table');
    expect(JSON.parse(localStorage.getItem('sports.leaderboard.last') ?? 'null')).toEqual({ region: 'Chennai', listingId: 'football' });
  });

  it('says so when nobody played there lately', async () => {
    fakeApi(
      on('GET', '/api/vm/leaderboard?listingId=football&region=Pune&sort=gamesPlayed', {
        body: {
          data: {
            listingId: 'football',
            region: 'Pune',
            sort: 'gamesPlayed',
            windowDays: 90,
            asOf: '2030-05-01T00:00:00.000Z',
            leaders: [],
          },
        },
      }),
    );
    renderAt('/leaderboard?listingId=football&region=Pune');
    await screen.findByText('No games of this sport ended in Pune in the last 90 days.');
  });
});
