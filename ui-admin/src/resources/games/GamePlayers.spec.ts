// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listParams, listReply, on, type Call } from '../../test/fakeApi';
import { signedInWith } from '../../test/tokens';

setupAppHarness();

/** A big game: 120 entries in the participants read model, the game document's preview holds 50. */
const ENTRIES = Array.from({ length: 120 }, (_, i) => ({
  id: `g-1:p-${i}`,
  activityId: 'g-1',
  userId: `p-${i}`,
  order: i,
  status: i === 0 ? 'joined' : i % 10 === 0 ? 'retired' : 'joined',
  listed: true,
  member: true,
  isHost: i === 0,
  isCoHost: false,
  // 16:30 UTC is 22:00 at the venue (Asia/Kolkata).
  entry: {
    id: `p-${i}`,
    name: `Player ${String(i).padStart(3, '0')}`,
    status: 'joined',
    created: '2026-12-05T16:30:00.000Z',
    isOfflineParticipant: i === 7,
  },
}));

function bigGameApi() {
  return fakeApi(
    on('GET', '/admin-api/games/g-1', {
      body: {
        id: 'g-1',
        name: 'Big Sunday',
        listingName: 'Football',
        startAt: '2026-12-06T12:30:00.000Z',
        endAt: '2026-12-06T14:00:00.000Z',
        hostDetail: { name: 'Player 000' },
        totalParticipantCount: 120,
        maxParticipants: 200,
        privacy: 'public',
        isOnHold: false,
        participantDetail: ENTRIES.slice(0, 50).map((e) => e.entry),
      },
    }),
    (call: Call) => {
      if (call.method !== 'GET' || !call.path.startsWith('/admin-api/gamePlayers?')) return undefined;
      const { range, filter } = listParams(call.path) as { range: [number, number]; filter: { activityId?: string } };
      const mine = ENTRIES.filter((e) => e.activityId === filter.activityId);
      return listReply('gamePlayers', mine.slice(range[0], range[1] + 1), mine.length, range[0]);
    },
  );
}
const playerCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/admin-api/gamePlayers?')).map((c) => listParams(c.path));

describe("a big game's Players tab", () => {
  it('pages every entry from the participants read model, 50 at a time, beyond the game document’s preview, in venue time', async () => {
    signedInWith({ userId: 'demo-admin-neha', name: 'Neha Kapoor', role: 'admin', scopeIds: [] });
    const calls = bigGameApi();
    renderAt('/admin/games/g-1/show');
    // The summary's start, in venue time: 12:30 UTC is 18:00 at the venue.
    expect(await screen.findByText('6 Dec 2026, 18:00', undefined, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Players' }));
    const table = await screen.findByRole('table', { name: 'Players' }, { timeout: 15_000 });
    await within(table).findByText('Player 049', undefined, { timeout: 10_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).getAllByText('5 Dec 2026, 22:00')).toHaveLength(50);
    expect(within(table).getByText('Host')).toBeTruthy();
    expect(within(table).getByText('Offline')).toBeTruthy();
    expect(playerCalls(calls).at(-1)).toEqual({
      resource: 'gamePlayers',
      sort: ['order', 'ASC'],
      range: [0, 49],
      filter: { activityId: 'g-1' },
    });

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('Player 099', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('Player 119', undefined, { timeout: 10_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(playerCalls(calls).map((p) => p.range)).toEqual(
      expect.arrayContaining([
        [50, 99],
        [100, 149],
      ]),
    );

    // Sorting by name asks the API to (the read model's index), never sorts a page here.
    fireEvent.click(within(table).getByText('Name'));
    await waitFor(() => expect(playerCalls(calls).at(-1)?.sort).toEqual(['entry.name', 'ASC']));
  });
});
