// @vitest-environment jsdom
import type { RatingEntry } from '@sports/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listReply } from '../../test/fakeApi';
import { peopleApi } from '../../test/peopleFixture';
import { signedInAsManager } from '../../test/tokens';

setupAppHarness();
// A 375 px phone: Material UI's down('sm') query matches, so the list renders phone lines.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
});

const rating = (id: string, overrides: Partial<RatingEntry>): RatingEntry => ({
  id, kind: 'game', activityId: 'g-1', listingId: 'football', spaceId: 'space-marina-turf', raterId: 'demo-player-priya', raterRole: 'participant', ratedUserId: null,
  stars: 4, ratedLevel: null, assessment: null, description: '', isGameHappened: true, dispute: null, disputeCaseId: null, verifiedAttendee: null,
  at: '2026-12-05T16:30:00.000Z', ...overrides,
});

describe('the ratings list at 375 px (UX review: a row read only "Game / Kavya Nair / date")', () => {
  it('says the rating in the phone row, stars drawn and in words (as on a rating’s page), labelled for a screen reader; a rating with no stars leaves them out', async () => {
    signedInAsManager();
    const ratings = [rating('r-1', {}), rating('r-2', { kind: 'participant', stars: null, ratedLevel: 2, raterId: 'demo-manager-vikram', ratedUserId: 'demo-player-arjun' })];
    fakeApi((call) => (call.method === 'GET' && call.path.startsWith('/admin-api/ratings?') ? listReply('ratings', ratings) : undefined), peopleApi());
    renderAt('/admin/ratings');
    const list = await screen.findByRole('list', { name: 'Ratings' }, { timeout: 30_000 });
    await waitFor(() => expect(list.textContent).toContain('Vikram Rao'), { timeout: 10_000 });
    const [game, player] = within(list).getAllByRole('listitem');
    expect(game!.textContent).toMatch(/^Game · ★★★★☆ 4 of 5Priya Sharma/);
    expect(within(game!).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(player!.textContent).toMatch(/^ParticipantVikram Rao/);
    expect(within(player!).queryByRole('img')).toBeNull();
  }, 60_000);
});
