// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ratedPlayer, rights } from '../ratings/ratingFixtures';
import { useSession } from '../session/store';
import { on } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';
import { opensWords, RunGamePanel } from './RunGamePanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

const now = Date.now();
/** Asha (u1) hosts g1, on now. */
const game = makeGame({
  host: 'u1',
  hostandCoHost: ['u1'],
  duration: [{ from: new Date(now - 3_600_000).toISOString(), to: new Date(now + 3_600_000).toISOString() }],
});
const joined = (id: string, name: string, offline: boolean) => ({
  id,
  name,
  nickName: null,
  shortId: null,
  avatar: null,
  gameSkill: null,
  isHost: false,
  isCoHost: false,
  message: null,
  retiredOn: null,
  retiredBy: null,
  status: 'joined',
  isOfflineParticipant: offline,
  bookedBy: offline ? 'u1' : null,
});

describe('the "Run the game" panel and players added by name', () => {
  it('lists players added by name, read-only: the server records attendance only for accounts', async () => {
    signedInAsAsha();
    fakeApi(
      on('GET', '/api/vm/activities/ratedPlayers/g1/u1', {
        body: { data: { ...rights('g1', { mayAssess: true }), players: [ratedPlayer({ id: 'u2', name: 'Ravi Kumar' })] } },
      }),
      on('GET', '/api/vm/activities/g1/participants?status=joined', {
        body: {
          data: { activityId: 'g1', status: ['joined'], participants: [joined('u2', 'Ravi Kumar', false), joined('o1', 'Sameer', true)] },
        },
      }),
    );
    render(createElement(RunGamePanel, { game }));
    const byName = await screen.findByRole('list', { name: 'Added by name' });
    expect(within(byName).getByRole('listitem').textContent).toBe('Sameer · Added by you · not tracked');
    // Nothing to mark for Sameer; Ravi keeps his controls.
    expect(within(byName).queryByRole('button')).toBeNull();
    expect(screen.getByRole('group', { name: 'Ravi Kumar' })).toBeTruthy();
  });

  it('shows the players added by name even when no account joined', async () => {
    signedInAsAsha();
    fakeApi(
      on('GET', '/api/vm/activities/ratedPlayers/g1/u1', { body: { data: { ...rights('g1', { mayAssess: true }), players: [] } } }),
      on('GET', '/api/vm/activities/g1/participants?status=joined', {
        body: { data: { activityId: 'g1', status: ['joined'], participants: [joined('o1', 'Sameer', true)] } },
      }),
    );
    render(createElement(RunGamePanel, { game }));
    await screen.findByRole('list', { name: 'Added by name' });
    expect(screen.getByText('No participant available')).toBeTruthy();
  });
});

describe('before the start, when the panel opens', () => {
  it('says the time alone today, and the day too when the game is another day (India time)', () => {
    // 18:00 IST on Fri 27 Nov 2026 is 12:30 UTC.
    const start = Date.parse('2026-11-27T12:30:00Z');
    expect(opensWords(start, Date.parse('2026-11-27T04:00:00Z'))).toBe('at 18:00');
    expect(opensWords(start, Date.parse('2026-11-26T12:00:00Z'))).toBe('Fri 27 Nov at 18:00');
    // 23:00 UTC on the 26th is already the 27th in India.
    expect(opensWords(start, Date.parse('2026-11-26T23:00:00Z'))).toBe('at 18:00');
  });

  it('shows the day in the panel of a game tomorrow', async () => {
    signedInAsAsha();
    const tomorrow = makeGame({
      host: 'u1',
      hostandCoHost: ['u1'],
      duration: [{ from: new Date(now + 86_400_000).toISOString(), to: new Date(now + 90_000_000).toISOString() }],
    });
    render(createElement(RunGamePanel, { game: tomorrow }));
    expect(
      screen.getByText(
        /^Opens when the game starts, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} at \d{2}:\d{2}: mark who showed up/,
      ),
    ).toBeTruthy();
  });
});
