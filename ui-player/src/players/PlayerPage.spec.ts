// @vitest-environment jsdom
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { levelExplanation, myProfile, reputationView } from '../profile/profileFixtures';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';
import type { PlayerProfile } from './api';
import { activityWords, hostRatingWords, initials, levelWords, placeWords, reputationWords } from './playerView';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

/** The public view of GET /api/user/profile/{id} (contracts users.ts getUserProfile): no phone, e-mail, dob, addresses or coins. */
const publicProfile = (overrides: Partial<Extract<PlayerProfile, { view: 'public' }>> = {}): PlayerProfile => ({
  view: 'public',
  id: 'u2',
  shortId: 'UMA001',
  firstName: 'Uma',
  lastName: 'Rao',
  name: 'Uma Rao',
  nickName: null,
  gender: 'female',
  avatar: null,
  cover: null,
  profile: { locations: [{ name: 'Adyar' }], choices: ['football'] },
  isProfileCompleted: true,
  activityLevel: { tier: 'Super Active', sessionsPerWeek: 2.1, sessions: 27, weeks: 13 },
  ...overrides,
});

describe('what a player page shows from the profile', () => {
  it('initials from the first and last words of the name', () => {
    expect(initials('Uma Rao')).toBe('UR');
    expect(initials('  asha  ')).toBe('A');
    expect(initials('Ravi Kumar Iyer')).toBe('RI');
    expect(initials('')).toBe('?');
  });

  it('the activity tier (spec section 4) with the games behind it, one game in the singular', () => {
    expect(activityWords(publicProfile().activityLevel)).toEqual({
      tier: 'Super Active',
      detail: '27 games in the last 13 weeks (nearly two games a week or more)',
    });
    expect(activityWords({ tier: 'Warming Up', sessionsPerWeek: 0.08, sessions: 1, weeks: 13 }).detail).toBe(
      '1 game in the last 13 weeks (under one game a week)',
    );
  });

  it("a sport's level in words: the hosts' consensus, the player's own, or none yet", () => {
    expect(levelWords(null)).toBe('No level yet');
    expect(levelWords(levelExplanation('football'))).toBe('No level yet');
    expect(
      levelWords(
        levelExplanation('football', {
          level: { level: 2, label: 'INT', name: 'Intermediate' },
          source: 'consensus',
          consensus: { status: 'established', value: 2, level: 2, raters: 4, minRaters: 3 },
        }),
      ),
    ).toBe('Intermediate (INT), rated by 4 hosts');
    expect(
      levelWords(levelExplanation('football', { level: { level: 0, label: 'BEG', name: 'Beginner' }, source: 'self', selfLevel: 0 })),
    ).toBe('Beginner (BEG), own level');
  });

  it('reputation once established, else how many games hosts assessed; host stars only when there are ratings', () => {
    expect(reputationWords(reputationView())).toBe('Reputation 61/100 · showed up in 3 of 4 assessed games');
    expect(reputationWords(reputationView({ status: 'new', score: null, assessedGames: 1 }))).toBe(
      'New player: 1 of 3 games assessed by hosts',
    );
    expect(reputationWords(reputationView({ status: 'new', score: null, assessedGames: 0 }))).toBe(
      'New player: no games assessed by hosts yet (a score shows after 3)',
    );
    expect(reputationWords(null)).toBeNull();
    expect(hostRatingWords(reputationView())).toBe('As a host: 1 of 3 ratings needed for an average');
    expect(hostRatingWords({ ...reputationView(), hostRating: { count: 0, average: null, minCount: 3 } })).toBeNull();
  });

  it('the place only when the player gave one', () => {
    expect(placeWords(publicProfile())).toBe('Adyar');
    expect(placeWords(publicProfile({ profile: { locations: [], choices: [] } }))).toBeNull();
  });
});

describe('the player page route', () => {
  it("shows another player's name, place, activity level and sports, and offers sign-in to a visitor", async () => {
    fakeApi(
      on('GET', '/api/user/profile/u2', { body: { data: publicProfile() } }),
      on('GET', '/api/vm/users/u2/reputation', { body: { data: { ...reputationView(), userId: 'u2' } } }),
      on('GET', '/api/vm/users/u2/level/football', {
        body: {
          data: levelExplanation('football', {
            userId: 'u2',
            level: { level: 1, label: 'AMT', name: 'Amateur' },
            source: 'self',
            selfLevel: 1,
          }),
        },
      }),
      on('GET', '/api/vm/activities/all/0/5?status=upcoming&hostId=u2', {
        body: { data: { activities: [], nextUrl: null, counts: { total: 0 }, stopLoading: true } },
      }),
    );
    renderAt('/players/u2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uma Rao' })).toBeTruthy();
    expect(screen.getByText('Adyar')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Activity level: Super Active' })).toBeTruthy();
    expect(screen.getByText('· Amateur (AMT), own level')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to play with Uma Rao' })).toBeTruthy();
    // Nothing hosted (the list answers no games).
    expect(screen.getByRole('heading', { name: 'Hosting next' })).toBeTruthy();
    expect(screen.getByText('No upcoming games')).toBeTruthy();
    // The public view carries no phone or e-mail: nothing of the kind is drawn.
    expect(screen.queryByText(/\+91/)).toBeNull();
  });

  it('lists the next games the player hosts (hostId, upcoming, 5 at most), each row opening its game', async () => {
    const hosted = [
      makeGame({ activityId: 'h1', name: 'Sunday Sixes', listingName: 'Cricket', costPerParticpant: 0 }),
      makeGame({ activityId: 'h2', name: 'Monday Kickabout' }),
    ];
    const calls = fakeApi(
      on('GET', '/api/user/profile/u2', { body: { data: publicProfile({ profile: { locations: [], choices: [] } }) } }),
      on('GET', '/api/vm/activities/all/0/5?status=upcoming&hostId=u2', {
        body: { data: { activities: hosted, nextUrl: null, counts: { total: 7 }, stopLoading: true } },
      }),
    );
    renderAt('/players/u2');
    const link = await screen.findByRole('link', { name: /^Sunday Sixes/ });
    expect(link.getAttribute('href')).toBe('/games/h1');
    expect(link.textContent).toContain('Free');
    expect(screen.getByRole('link', { name: /^Monday Kickabout/ }).textContent).toContain('₹150 a player');
    expect(screen.getByText('and 5 more')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/vm/activities/all/0/5?status=upcoming&hostId=u2')).toBe(true);
  });

  it('an unknown id: "Player not found" with a way back to games', async () => {
    fakeApi(
      on('GET', '/api/user/profile/nobody', {
        status: 404,
        body: { type: 'about:blank', title: 'Not Found', status: 404, code: 'USER_NOT_FOUND', detail: 'no such user' },
      }),
    );
    renderAt('/players/nobody');
    expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to games' })).toBeTruthy();
  });

  it('my own id opens my profile instead', async () => {
    signedInAsAsha();
    fakeApi(
      on('GET', '/api/user/', { body: { data: myProfile({ profile: { locations: [], choices: [], addresses: [] } }) } }),
      on('GET', '/api/vm/users/u1/reputation', { body: { data: reputationView() } }),
      on('GET', '/api/vm/activities/my/0/90?statusList=past', {
        body: { data: { activities: [], nextUrl: null, counts: { total: 0 }, stopLoading: true } },
      }),
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
    );
    renderAt('/players/u1');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Asha Player' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'My orders' })).toBeTruthy();
  });
});
