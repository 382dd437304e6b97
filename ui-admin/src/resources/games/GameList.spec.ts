// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listParams, listReply, type Call } from '../../test/fakeApi';
import { signedInWith } from '../../test/tokens';

setupAppHarness();

const game = (id: string, name: string, region: string, privacy: string) => ({
  id,
  name,
  listingId: 'football',
  listingName: 'Football',
  startAt: '2030-01-05T10:00:00.000Z',
  endAt: '2030-01-05T11:00:00.000Z',
  region,
  privacy,
  hostDetail: { name: 'Rahul Verma' },
  totalParticipantCount: 4,
  maxParticipants: 10,
  isOnHold: false,
});

const api = (call: Call) => {
  if (call.method !== 'GET') return undefined;
  if (call.path.startsWith('/admin-api/games?'))
    return listReply('games', [game('g-1', 'Sunday 5s', 'chennai', 'public'), game('g-2', 'Invite-only Smash', 'navi-mumbai', 'private')]);
  if (call.path.startsWith('/admin-api/listings?'))
    return listReply('listings', [
      { id: 'football', listingId: 'football', listingName: 'Football', games: 2, regionGames: {}, regions: [] },
    ]);
  return undefined;
};

describe('the games list', () => {
  it("says region and privacy in words and picks the sport by name (not 'chennai', 'public', a listing id)", async () => {
    signedInWith({ userId: 'demo-admin-neha', name: 'Neha Kapoor', role: 'admin', scopeIds: [] });
    const calls = fakeApi(api);
    renderAt('/admin/games');
    const table = await screen.findByRole('table', undefined, { timeout: 10_000 });
    const row = (await within(table).findByText('Sunday 5s')).closest('tr')!;
    expect(within(row).getByText('Chennai')).toBeTruthy();
    expect(within(row).getByText('Public')).toBeTruthy();
    expect(within(table).getByText('Navi Mumbai')).toBeTruthy();
    expect(within(table).getByText('Private')).toBeTruthy();
    for (const code of ['chennai', 'public', 'private']) expect(within(table).queryByText(code)).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sport' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Football' }));
    await waitFor(
      () =>
        expect(
          calls
            .filter((c) => c.path.startsWith('/admin-api/games?'))
            .map((c) => listParams(c.path).filter)
            .at(-1),
        ).toEqual({ listingId: 'football' }),
      { timeout: 5_000 },
    );
  });
});
