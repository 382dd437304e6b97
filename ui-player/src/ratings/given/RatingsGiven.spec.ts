// @vitest-environment jsdom
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../../test/app';
import { fakeApi } from '../../test/fakeApi';
import { signedInAsAsha } from '../../test/tokens';
import type { RatingGiven } from './api';
import { sentenceOf } from './words';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

const FIRST = '/api/vm/users/me/ratings-given?page=0&size=20';
const noPrompts = on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } });
const friday = {
  activityId: 'g1',
  name: 'Friday Night Football',
  date: '2026-11-21',
  listingId: 'football',
  listingName: 'Football',
  deleted: false,
};

const rating = (over: Partial<RatingGiven>): RatingGiven => ({
  id: 'u1/g1/player/arjun',
  kind: 'player',
  ratedAt: '2026-11-22T10:00:00.000Z',
  revisions: 0,
  game: friday,
  rated: { userId: 'arjun', name: 'Arjun' },
  stars: null,
  level: null,
  assessment: null,
  description: '',
  isGameHappened: null,
  dispute: null,
  ...over,
});
const assessed = { isParticipated: true, isPunctual: true, isTeamPlayer: true, isOnTimePayment: false };

describe('the sentence of a rating you gave', () => {
  it('says whom, the stars, the level and the flags in words', () => {
    expect(sentenceOf(rating({ stars: 4, assessment: { ...assessed, isParticipated: true } }))).toBe(
      'You rated Arjun ★★★★☆ · Showed up · Punctual, Team player',
    );
    expect(
      sentenceOf(rating({ level: { level: 2, label: 'INT', name: 'Intermediate' }, assessment: { ...assessed, isOnTimePayment: true } })),
    ).toBe('You rated Arjun · Intermediate · Showed up · Punctual, Team player, On-time payment');
    expect(
      sentenceOf(rating({ assessment: { isParticipated: false, isPunctual: false, isTeamPlayer: false, isOnTimePayment: false } })),
    ).toBe('You rated Arjun · Did not show up');
    expect(sentenceOf(rating({ kind: 'host', rated: { userId: 'ravi', name: 'Ravi' }, stars: 5 }))).toBe('You rated Ravi ★★★★★ as host');
    expect(sentenceOf(rating({ rated: { userId: 'gone', name: null }, stars: 1 }))).toBe('You rated a former player ★☆☆☆☆');
    expect(sentenceOf(rating({ kind: 'game', rated: null, isGameHappened: false, dispute: 'Scam' }))).toBe(
      'You said the game did not happen',
    );
  });
});

describe('Ratings you gave (/profile/ratings)', () => {
  it('lists each rating in words, the player linking to their page and the game with its date to the game; a dispute and a deleted game say so', async () => {
    signedInAsAsha();
    const ratings = [
      rating({
        id: 'u1/g1/game',
        kind: 'game',
        rated: null,
        isGameHappened: true,
        dispute: 'Others',
        description: 'Started 30 minutes late',
      }),
      rating({ stars: 4, assessment: assessed }),
      rating({
        id: 'u1/g2/player/kavya',
        game: { ...friday, activityId: 'g2', name: 'Tuesday Five', date: '2026-11-24', deleted: true },
        rated: { userId: 'kavya', name: 'Kavya' },
        stars: 3,
      }),
    ];
    fakeApi(noPrompts, on('GET', FIRST, { body: { data: { ratings, nextUrl: null } } }));
    renderAt('/profile/ratings');
    await screen.findByRole('heading', { name: 'Ratings you gave' });
    const rows = within(screen.getByRole('list', { name: 'Ratings you gave' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')!.textContent)).toEqual([
      'You said the game happened',
      'You rated Arjun ★★★★☆ · Showed up · Punctual, Team player',
      'You rated Kavya ★★★☆☆',
    ]);
    within(rows[0]!).getByText('Dispute raised: Other');
    within(rows[0]!).getByText('“Started 30 minutes late”');
    expect(within(rows[1]!).getByRole('link', { name: 'Arjun' }).getAttribute('href')).toBe('/players/arjun');
    expect(within(rows[1]!).getByRole('img', { name: '4 of 5 stars' }).textContent).toBe('★★★★☆');
    expect(within(rows[1]!).getByRole('link', { name: 'Friday Night Football · Sat\u00a021\u00a0Nov' }).getAttribute('href')).toBe(
      '/games/g1',
    );
    // A deleted game has no page to open: its name and day stay, without a link.
    within(rows[2]!).getByText(/Tuesday Five · Tue 24 Nov \(deleted by its host\)/);
    expect(within(rows[2]!).queryByRole('link', { name: /Tuesday Five/ })).toBeNull();
  });

  it('follows nextUrl for more', async () => {
    signedInAsAsha();
    const next = '/api/vm/users/me/ratings-given?page=1&size=20';
    fakeApi(
      noPrompts,
      on('GET', FIRST, { body: { data: { ratings: [rating({ stars: 4 })], nextUrl: next } } }),
      on('GET', next, {
        body: {
          data: {
            ratings: [rating({ id: 'u1/g1/host/ravi', kind: 'host', rated: { userId: 'ravi', name: 'Ravi' }, stars: 5 })],
            nextUrl: null,
          },
        },
      }),
    );
    renderAt('/profile/ratings');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText(/as host/);
    expect(screen.getAllByTestId('rating-given')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there is nothing yet, with the way to past games', async () => {
    signedInAsAsha();
    fakeApi(noPrompts, on('GET', FIRST, { body: { data: { ratings: [], nextUrl: null } } }));
    renderAt('/profile/ratings');
    await screen.findByText('You have not rated anyone yet');
    expect(screen.getByRole('link', { name: 'See past games' }).getAttribute('href')).toBe('/?tab=past');
  });

  it('offers a signed-out visitor sign-in, coming back here', async () => {
    const calls = fakeApi();
    renderAt('/profile/ratings');
    const card = (await screen.findByRole('heading', { name: 'Sign in to see the ratings you gave' })).closest('article')!;
    const signIn = within(card).getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/sign-in?redirect=%2Fprofile%2Fratings');
    expect(calls.some((c) => c.path.startsWith('/api/vm/users/me/ratings-given'))).toBe(false);
  });
});
