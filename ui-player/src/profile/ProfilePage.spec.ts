// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';
import { levelExplanation, myProfile, reputationView } from './profileFixtures';

setupAppHarness();
// The machine is shared: give the app's fetches and renders more than the default second.
configure({ asyncUtilTimeout: 5000 });

const noPrompts = on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } });
const pastGames = on('GET', '/api/vm/activities/my/0/90?statusList=past', {
  body: { data: { activities: [makeGame(), makeGame({ activityId: 'g2' })], nextUrl: null, counts: { total: 2 }, stopLoading: true } },
});

describe('my profile', () => {
  it('shows the level tier, the skill per listing with how it is worked out, and the reputation', async () => {
    signedInAsAsha();
    fakeApi(
      noPrompts,
      pastGames,
      on('GET', '/api/user/', { body: { data: myProfile() } }),
      on('GET', '/api/vm/users/u1/reputation', { body: { data: reputationView() } }),
      on('GET', '/api/vm/users/u1/level/football', {
        body: {
          data: levelExplanation('football', {
            level: { level: 2, label: 'INT', name: 'Intermediate' },
            source: 'consensus',
            selfLevel: 1,
            consensus: { status: 'established', value: 2, level: 2, raters: 3, minRaters: 3 },
            ratings: [
              { activityId: 'g1', rater: 'R1', level: 2, at: '2030-04-01T10:00:00.000Z', weight: 1, reason: 'counted' },
              { activityId: 'g2', rater: 'R2', level: 3, at: '2030-04-08T10:00:00.000Z', weight: 0, reason: 'game did not happen' },
            ],
          }),
        },
      }),
      on('GET', '/api/vm/users/u1/level/badminton', {
        body: {
          data: levelExplanation('badminton', { source: 'self', selfLevel: 0, level: { level: 0, label: 'BEG', name: 'Beginner' } }),
        },
      }),
    );
    renderAt('/profile');
    await screen.findByRole('heading', { name: 'Asha Player' });
    screen.getByText('ID ASHA01');
    // Nothing left to review: no 'Games to rate'.
    expect(screen.queryByRole('heading', { name: 'Games to rate' })).toBeNull();
    // Spec section 4: the tier, and what it is measured on.
    expect(screen.getByRole('heading', { name: /Activity level/ }).textContent).toContain('Active');
    screen.getByText('16 games in the last 13 weeks: 1.23 per week.');
    // Skill per listing: football from the played games, badminton from the profile's choices.
    const football = screen.getByRole('article', { name: /Football/ });
    within(football).getByText('Intermediate (INT)');
    within(football).getByText(/Hosts' consensus: 2 from 3 raters/);
    within(football).getByText('No (game did not happen)');
    within(football).getByText(/Your own level: Amateur \(AMT\)/);
    const badminton = screen.getByRole('article', { name: /Badminton/ });
    within(badminton).getByText(/the level you set yourself/);
    within(badminton).getByText('New: 0 of the 3 hosts needed have rated your skill.');
    // Reputation, with the spec's flag names.
    const reputation = screen.getByRole('article', { name: /Reputation/ });
    within(reputation).getByText('61/100');
    within(reputation).getByText('3 of 4 assessed games (75%)');
    within(reputation).getByText('Particular On Payments');
    within(reputation).getByText('None against you as a host');
  });

  it('shows the disputes upheld against me as a host, and what they cost the score', async () => {
    signedInAsAsha();
    fakeApi(
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
      on('GET', '/api/vm/activities/my/0/90?statusList=past', {
        body: { data: { activities: [], nextUrl: null, counts: { total: 0 }, stopLoading: true } },
      }),
      on('GET', '/api/user/', { body: { data: myProfile({ profile: { locations: [], choices: [], addresses: [] } }) } }),
      on('GET', '/api/vm/users/u1/reputation', { body: { data: reputationView({ upheldDisputes: 2, score: 41 }) } }),
    );
    renderAt('/profile');
    const reputation = await screen.findByRole('article', { name: /Reputation/ });
    within(reputation).getByText('41/100');
    within(reputation).getByText('2 against you as a host (−20 points)');
  });

  it("lists the games still to rate, each with a link to its 'Rating' panel", async () => {
    signedInAsAsha();
    fakeApi(
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', {
        body: { data: [{ activityId: 'g7', activityName: 'Doubles Ladder Night' }] },
      }),
      on('GET', '/api/vm/activities/my/0/90?statusList=past', {
        body: { data: { activities: [], nextUrl: null, counts: { total: 0 }, stopLoading: true } },
      }),
      on('GET', '/api/user/', { body: { data: myProfile({ profile: { locations: [], choices: [], addresses: [] } }) } }),
      on('GET', '/api/vm/users/u1/reputation', { body: { data: reputationView({ status: 'new', score: null }) } }),
    );
    renderAt('/profile');
    const card = await screen.findByRole('article', { name: 'Games to rate' });
    expect(within(card).getByRole('link', { name: 'Rate Doubles Ladder Night' }).getAttribute('href')).toBe('/rate/g7');
    screen.getByText('Play a game or choose your sports to see your level here.');
  });

  it('asks a visitor to sign in', async () => {
    fakeApi();
    renderAt('/profile');
    await screen.findByRole('heading', { name: 'Sign in to see your profile' });
  });
});

describe('profile completion (spec section 3: firstName, shortId, gender and a location)', () => {
  it('asks for what is missing, saves it with PUT /api/user/basic and shows the profile', async () => {
    signedInAsAsha();
    let saved = false;
    const incomplete = myProfile({ gender: null, isProfileCompleted: false, profile: { locations: [], choices: [], addresses: [] } });
    const calls = fakeApi(
      noPrompts,
      pastGames,
      (call) => (call.method === 'GET' && call.path === '/api/user/' ? { body: { data: saved ? myProfile() : incomplete } } : undefined),
      on('GET', '/api/user/u1/check', { body: { data: { exists: true, isProfileCompleted: false } } }),
      (call) =>
        call.method === 'PUT' && call.path === '/api/user/basic'
          ? ((saved = true), { body: { message: 'success', data: { id: 'u1', changed: ['gender', 'locations'] } } })
          : undefined,
      on('GET', '/api/vm/users/u1/reputation', { body: { data: reputationView({ status: 'new', score: null }) } }),
      on('GET', '/api/vm/users/u1/level/football', { body: { data: levelExplanation('football') } }),
      on('GET', '/api/vm/users/u1/level/badminton', { body: { data: levelExplanation('badminton') } }),
    );
    renderAt('/profile/complete');
    await screen.findByRole('heading', { name: 'Complete your profile' });
    screen.getByText('ASHA01');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Asha');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    // The first field to fix is marked, described by its words and focused.
    await screen.findByText('Choose your gender');
    const gender = screen.getByLabelText('Gender');
    expect(gender.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(gender));
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Enter where you play, such as your neighbourhood');
    fireEvent.change(screen.getByLabelText('Where you play'), { target: { value: 'Besant Nagar' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Chennai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByRole('heading', { name: 'Asha Player' });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ firstName: 'Asha', gender: 'female', locations: [{ name: 'Besant Nagar', city: 'Chennai' }] });
    expect(put?.headers.get('idempotency-key')).toBeTruthy();
    // "check user" here still answers incomplete, as a read model a moment behind the save would: no nudge all the same.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/user/u1/check').length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
  });

  it('a new player chooses the sports Suggested follows (PUT /api/user/listing), and the profile says what it still lacks', async () => {
    signedInAsAsha();
    let saved = false;
    const blank = myProfile({
      firstName: '',
      lastName: '',
      name: '',
      gender: null,
      isProfileCompleted: false,
      profile: { locations: [], choices: [], addresses: [] },
    });
    const calls = fakeApi(
      noPrompts,
      on('GET', '/api/vm/activities/my/0/90?statusList=past', {
        body: { data: { activities: [], nextUrl: null, counts: { total: 0 }, stopLoading: true } },
      }),
      (call) =>
        call.method === 'GET' && call.path === '/api/user/'
          ? {
              body: {
                data: saved
                  ? myProfile({ profile: { locations: [{ name: 'Adyar', city: 'Chennai' }], choices: ['football'], addresses: [] } })
                  : blank,
              },
            }
          : undefined,
      on('GET', '/api/user/u1/check', { body: { data: { exists: true, isProfileCompleted: false } } }),
      on('GET', '/api/vm/listings', {
        body: {
          data: [
            { listingId: 'football', listingName: 'Football', games: 4, venues: 2 },
            { listingId: 'badminton', listingName: 'Badminton', games: 2, venues: 1 },
          ],
        },
      }),
      on('PUT', '/api/user/basic', { body: { message: 'success', data: { id: 'u1', changed: ['firstName', 'gender', 'locations'] } } }),
      (call) =>
        call.method === 'PUT' && call.path === '/api/user/listing'
          ? ((saved = true), { body: { message: 'success', data: { id: 'u1', choices: ['football'] } } })
          : undefined,
      on('GET', '/api/vm/users/u1/reputation', { body: { data: reputationView({ status: 'new', score: null }) } }),
      on('GET', '/api/vm/users/u1/level/football', { body: { data: levelExplanation('football') } }),
    );
    renderAt('/profile');
    // The heading was empty for a player with no name yet.
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });
    screen.getByText('Add your first name, your gender and where you play to complete your profile.');
    screen.getByText('ID ASHA01');
    screen.getByText('· 0 coins');
    // One list of full-width rows (it was six buttons wrapping into a stack at 375 px).
    const menu = screen.getByRole('navigation', { name: 'Your account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['My games', '/?tab=my'],
      ['My orders', '/orders'],
      ['Ratings you gave', '/profile/ratings'],
      ['Notification settings', '/settings/notifications'],
      ['Phone number', '/settings/phone'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Choose your sports' }));
    await screen.findByRole('heading', { name: 'Complete your profile' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Football' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
    fireEvent.change(screen.getByLabelText('Where you play'), { target: { value: 'Adyar' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Chennai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByRole('heading', { name: 'Asha Player' });
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/user/listing')?.body).toEqual({ listingIds: ['football'] });
    // Its skill card now offers the player's own level.
    await screen.findByRole('article', { name: /Football/ });
  });

  it('names the field the server refused', async () => {
    signedInAsAsha();
    fakeApi(
      noPrompts,
      on('GET', '/api/user/', { body: { data: myProfile() } }),
      on('PUT', '/api/user/basic', {
        status: 400,
        body: {
          ...(problem(400, 'VALIDATION_FAILED', 'Invalid body').body as object),
          errors: [{ field: 'firstName', code: 'invalid_string', message: 'must not contain control characters' }],
        },
      }),
    );
    renderAt('/profile/complete');
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    await screen.findByText('Check your first name: letters, spaces and hyphens only');
    expect(screen.queryByText(/firstName/)).toBeNull();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks a signed-in player with an incomplete profile to complete it', async () => {
    signedInAsAsha();
    fakeApi(noPrompts, on('GET', '/api/user/u1/check', { body: { data: { exists: true, isProfileCompleted: false } } }));
    renderAt('/leaderboard');
    const bar = await screen.findByRole('region', { name: 'Profile' });
    expect(within(bar).getByRole('link', { name: 'Complete profile' }).getAttribute('href')).toBe('/profile/complete');
  });

  it('offers Complete profile once on the profile page: in its header, beside what is missing, not again in the bar', async () => {
    signedInAsAsha();
    const incomplete = myProfile({ gender: null, isProfileCompleted: false, profile: { locations: [], choices: [], addresses: [] } });
    const calls = fakeApi(
      noPrompts,
      pastGames,
      on('GET', '/api/user/', { body: { data: incomplete } }),
      on('GET', '/api/user/u1/check', { body: { data: { exists: true, isProfileCompleted: false } } }),
      on('GET', '/api/vm/users/u1/reputation', { body: { data: reputationView({ status: 'new', score: null }) } }),
      on('GET', '/api/vm/users/u1/level/football', { body: { data: levelExplanation('football') } }),
      on('GET', '/api/vm/users/u1/level/badminton', { body: { data: levelExplanation('badminton') } }),
    );
    renderAt('/profile');
    await screen.findByText('Add your gender and where you play to complete your profile.');
    // The bar's own check has answered: it stays away here (it still shows elsewhere, test above).
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/u1/check')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Complete profile' });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/profile/complete');
  });
});
