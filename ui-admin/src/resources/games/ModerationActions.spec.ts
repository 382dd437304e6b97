// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on, type Call } from '../../test/fakeApi';
import { signedInWith } from '../../test/tokens';

setupAppHarness();

/** The parts of a game document its page shows; the read model holds it on hold once a hold command was accepted. */
function gameApi() {
  let held = false;
  const calls = fakeApi(
    on('GET', '/admin-api/games/g-1', () => ({
      body: {
        id: 'g-1',
        name: 'Sunday 5s',
        listingName: 'Football',
        startAt: '2030-01-05T10:00:00.000Z',
        endAt: '2030-01-05T11:00:00.000Z',
        hostDetail: { name: 'Rahul Verma' },
        totalParticipantCount: 4,
        maxParticipants: 10,
        privacy: 'public',
        isOnHold: held,
        participantDetail: [],
        ...(held ? { hold: { reason: 'Pitch flooded' } } : {}),
      },
    })),
    on('POST', '/admin-api/games/g-1/hold', () => {
      held = true;
      return { body: { id: 'g-1', action: 'hold' } };
    }),
  );
  return calls;
}
const moderation = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);

describe('moderating a game', () => {
  it('lets a platform operator hold it with a reason, then offers Release once the read model shows the hold', async () => {
    signedInWith({ userId: 'demo-admin-neha', name: 'Neha Kapoor', role: 'admin', scopeIds: [] });
    const calls = gameApi();
    renderAt('/admin/games/g-1/show');
    // The file's first page loads its lazy view's modules: 10-12 s on a loaded machine.
    fireEvent.click(await screen.findByRole('button', { name: 'Hold' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Put this game on hold' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Pitch flooded' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold' }));

    await screen.findByText('Game put on hold', undefined, { timeout: 5_000 });
    expect(moderation(calls)).toEqual([['POST', '/admin-api/games/g-1/hold', { reason: 'Pitch flooded' }]]);
    expect(await screen.findByRole('button', { name: 'Release' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel game' })).toBeTruthy();
  }, 60_000);

  it("offers an organisation's staff Hold on its venue's game, and only managers Cancel (it refunds players)", async () => {
    signedInWith({ userId: 'demo-staff-meera', name: 'Meera Iyer', role: 'org_staff', scopeIds: ['org-marina-sports'] });
    const calls = gameApi();
    renderAt('/admin/games/g-1/show');
    expect(await screen.findByRole('button', { name: 'Hold' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel game' })).toBeNull();
    expect(moderation(calls)).toEqual([]);
  });
});
