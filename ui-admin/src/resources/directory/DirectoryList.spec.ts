// @vitest-environment jsdom
import type { AdminRatingRow } from '@sports/contracts/admin/directoryResources';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { onPhone, onDesktop, renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listReply } from '../../test/fakeApi';
import { peopleApi } from '../../test/peopleFixture';
import { signedInAsManager } from '../../test/tokens';

setupAppHarness();
// A 375 px phone: Material UI's down('sm') query matches, so the list renders phone lines.
beforeEach(() => {
  onPhone();
});

const rating = (id: string, overrides: Partial<AdminRatingRow>): AdminRatingRow => ({
  id,
  kind: 'game',
  activityId: 'g-1',
  listingId: 'football',
  spaceId: 'space-marina-turf',
  raterId: 'demo-player-priya',
  raterRole: 'participant',
  ratedUserId: null,
  stars: 4,
  ratedLevel: null,
  assessment: null,
  description: '',
  isGameHappened: true,
  dispute: null,
  disputeCaseId: null,
  verifiedAttendee: null,
  at: '2026-12-05T16:30:00.000Z',
  // Joined by the admin API (query-service admin/currentNames.ts).
  activityName: 'Sunday Turf Football',
  listingName: 'Football',
  raterName: 'Priya Sharma',
  ratedUserName: null,
  ratedLevelName: null,
  ...overrides,
});

describe('the ratings list at 375 px (UX review: a row read only "Game / Kavya Nair / date")', () => {
  it('says the rating in the phone row, stars drawn and in words (as on a rating’s page), labelled for a screen reader; a rating with no stars leaves them out', async () => {
    signedInAsManager();
    const ratings = [
      rating('r-1', {}),
      rating('r-2', {
        kind: 'participant',
        stars: null,
        ratedLevel: 2,
        ratedLevelName: 'Intermediate',
        raterId: 'demo-manager-vikram',
        raterName: 'Vikram Rao',
        ratedUserId: 'demo-player-arjun',
        ratedUserName: 'Arjun Mehta',
      }),
      rating('r-3', { kind: 'participant', stars: 3, activityName: null, ratedUserId: 'gone-user', ratedUserName: null }),
    ];
    const calls = fakeApi(
      (call) => (call.method === 'GET' && call.path.startsWith('/admin-api/ratings?') ? listReply('ratings', ratings) : undefined),
      peopleApi(),
    );
    renderAt('/admin/ratings');
    const list = await screen.findByRole('list', { name: 'Ratings' }, { timeout: 30_000 });
    await waitFor(() => expect(list.textContent).toContain('Vikram Rao'), { timeout: 10_000 });
    const [game, player, gone] = within(list).getAllByRole('listitem');
    expect(game!.textContent).toMatch(/^Game · ★★★★☆ 4 of 5Sunday Turf FootballRated by Priya Sharma/);
    expect(within(game!).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    // The level in words (spec section 4), never 0-3; who rated whom by name.
    expect(player!.textContent).toMatch(/^Participant · IntermediateSunday Turf FootballVikram Rao rated Arjun Mehta/);
    expect(within(player!).queryByRole('img')).toBeNull();
    // A game or player since gone reads in words too.
    expect(gone!.textContent).toContain('Football game');
    expect(gone!.textContent).toContain('Priya Sharma rated Unknown player');
    expect(list.textContent).not.toMatch(/demo-|g-1|gone-user/);
    // The names come with the page: no lookup per person.
    expect(calls.filter((c) => c.path.startsWith('/admin-api/people'))).toEqual([]);
  }, 60_000);
});

describe('the ratings list at 1280 px', () => {
  it('heads its columns in words and shows game, people and level by name; the game column offers no sort by id', async () => {
    onDesktop();
    signedInAsManager();
    const row = rating('r-2', {
      kind: 'participant',
      stars: 5,
      ratedLevel: 3,
      ratedLevelName: 'Pro',
      raterId: 'demo-manager-vikram',
      raterName: 'Vikram Rao',
      ratedUserId: 'demo-player-arjun',
      ratedUserName: 'Arjun Mehta',
    });
    fakeApi(
      (call) => (call.method === 'GET' && call.path.startsWith('/admin-api/ratings?') ? listReply('ratings', [row]) : undefined),
      peopleApi(),
    );
    renderAt('/admin/ratings');
    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(['When', 'Game', 'Rated by', 'Player rated', 'Level', 'Sport']));
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Sunday Turf Football', 'Vikram Rao', 'Arjun Mehta', 'Pro', 'Football']));
    expect(table.textContent).not.toMatch(/demo-|g-1/);
    // Sorting by rater and rated player is by name on the server; by game would be by id, so it is not offered.
    const heading = (name: string) =>
      within(table)
        .getAllByRole('columnheader')
        .find((h) => h.textContent === name)!;
    expect(heading('Rated by').querySelector('.MuiTableSortLabel-root')).not.toBeNull();
    expect(heading('Game').querySelector('.MuiTableSortLabel-root')).toBeNull();
  }, 60_000);
});
