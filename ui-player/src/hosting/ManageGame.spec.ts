// @vitest-environment jsdom
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { createAppRouter } from '../router';
import { describe, expect, it, vi } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { makeGame, participant } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();
const g = '/api/vm/activities/g1';
const person = (id: string, name: string, status: string, more: Record<string, unknown> = {}) => ({
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
  status,
  isOfflineParticipant: false,
  bookedBy: null,
  ...more,
});
const people = [
  person('u1', 'Asha Player', 'joined', { isHost: true }),
  person('u5', 'Ravi Kumar', 'requested', { message: 'Can I bring a friend?' }),
  person('u6', 'Uma Rao', 'joined', { gameSkill: { level: 1, label: 'AMT', name: 'Amateur' } }),
  person('u7', 'Kiran', 'invited'),
];
/** Asha (u1) hosts g1. */
const hostedGame = (more: Parameters<typeof makeGame>[0] = {}) =>
  on('GET', g, {
    body: {
      data: makeGame({
        host: 'u1',
        hostDetail: { id: 'u1', name: 'Asha Player', isHost: true },
        hostandCoHost: ['u1'],
        participantDetail: [participant({ id: 'u1', name: 'Asha Player', isHost: true })],
        ...more,
      }),
    },
  });
const participantsApi = on('GET', `${g}/participants?status=joined%2Crequested%2Cinvited`, {
  body: { data: { activityId: 'g1', status: ['joined', 'requested', 'invited'], participants: people } },
});
const done = (userId: string) => ({ body: { message: 'done', data: { activityId: 'g1', userId } } });

describe('host tools: manage participants (spec sections 2, 4, 6, 8)', () => {
  it('lists my hosted games under the tabs Upcoming, Ongoing, Past, Hold (id onhold)', async () => {
    signedInAsAsha();
    const mine = {
      data: {
        activities: [makeGame({ host: 'u1', hostandCoHost: ['u1'] }), makeGame({ activityId: 'g2', name: 'Not mine' })],
        nextUrl: null,
        counts: { total: 2 },
        stopLoading: true,
      },
    };
    const calls = fakeApi(on('GET', '/api/vm/activities/my/0/9?statusList=hold', { body: mine }));
    renderAt('/games/manage?status=hold');
    await screen.findByText('Morning Football');
    expect(screen.queryByText('Not mine')).toBeNull(); // joined, not hosted
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.id])).toEqual([
      ['Upcoming', 'upcoming'],
      ['Ongoing', 'ongoing'],
      ['Past', 'past'],
      ['Hold', 'onhold'],
    ]);
    expect(screen.getByRole('tab', { name: 'Hold' }).getAttribute('aria-selected')).toBe('true');
    expect(calls[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('leads from a game on now in the Ongoing tab straight to its Run the game panel', async () => {
    signedInAsAsha();
    const now = Date.now();
    const on_ = [{ from: new Date(now - 3_600_000).toISOString(), to: new Date(now + 3_600_000).toISOString() }];
    const mine = {
      data: {
        activities: [makeGame({ host: 'u1', hostandCoHost: ['u1'], duration: on_ })],
        nextUrl: null,
        counts: { total: 1 },
        stopLoading: true,
      },
    };
    fakeApi(on('GET', '/api/vm/activities/my/0/9?statusList=ongoing', { body: mine }));
    renderAt('/games/manage?status=ongoing');
    expect((await screen.findByRole('link', { name: 'Run the game' })).getAttribute('href')).toBe('/games/g1#run-game');
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
  });

  it("on the game day leads to the game page's Run the game panel (attendance, levels, flags); before it, to the game", async () => {
    signedInAsAsha();
    const now = Date.now();
    const on_ = [{ from: new Date(now - 3_600_000).toISOString(), to: new Date(now + 3_600_000).toISOString() }];
    fakeApi(hostedGame({ duration: on_ }), participantsApi);
    renderAt('/games/g1/manage');
    expect((await screen.findByRole('link', { name: 'Run the game' })).getAttribute('href')).toBe('/games/g1#run-game');
    expect(screen.queryByRole('link', { name: 'View game' })).toBeNull();
  });

  it('accepts and rejects requests with the spec toast on the reply done', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      hostedGame(),
      participantsApi,
      on('PUT', `${g}/requests/u5/accept`, done('u5')),
      on('PUT', `${g}/requests/u5/reject`, { body: { message: 'success', data: {} } }),
    );
    renderAt('/games/g1/manage');
    expect(await screen.findByText('“Can I bring a friend?”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/games/g1/edit');
    expect(screen.getByRole('link', { name: 'View game' }).getAttribute('href')).toBe('/games/g1');
    fireEvent.click(screen.getByRole('button', { name: 'Accept Ravi Kumar' }));
    await screen.findByText('You have accepted the request!');
    expect(calls.some((c) => c.method === 'PUT' && c.path === `${g}/requests/u5/accept`)).toBe(true);
    // Any reply but 'done' is a failure (the reply schema refuses it).
    fireEvent.click(screen.getByRole('button', { name: 'Reject Ravi Kumar' }));
    await screen.findByText('Something went wrong');
  });

  it("removes a participant ('status updated') and makes a co-host ('cohost added successfully')", async () => {
    signedInAsAsha();
    const calls = fakeApi(
      hostedGame(),
      participantsApi,
      on('PUT', `${g}/participants/remove`, { body: { message: 'status updated', data: { activityId: 'g1', userId: 'u6' } } }),
      on('PUT', `${g}/cohosts/u6`, { body: { message: 'cohost added successfully', data: { activityId: 'g1', userId: 'u6' } } }),
    );
    renderAt('/games/g1/manage');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Uma Rao' }));
    // A stray tap takes nobody's place: the app's sheet asks first, and 'Keep them' changes nothing.
    const sheet = screen.getByRole('alertdialog', { name: 'Remove Uma Rao?' });
    expect(sheet.textContent).toContain('Uma Rao loses their place in Morning Football and is told.');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Keep them' }));
    expect(calls.some((c) => c.path.endsWith('/participants/remove'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Uma Rao' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Remove Uma Rao?' })).getByRole('button', { name: 'Remove' }));
    // Her level in words, not the short label AMT (DESIGN.md "A game card").
    expect(within(screen.getByRole('list', { name: 'Joined' })).getByText('· Amateur')).toBeTruthy();
    await screen.findByText('You have removed the user from Morning Football');
    const removal = calls.find((c) => c.path.endsWith('/participants/remove'))!.body as { id: string; updatedOn: string };
    expect(removal.id).toBe('u6');
    expect(Number.isNaN(Date.parse(removal.updatedOn))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Make Uma Rao co-host' }));
    await screen.findByText('Co-host added successfully');
    // The host row has no remove button.
    expect(within(screen.getByRole('list', { name: 'Joined' })).queryByRole('button', { name: 'Remove Asha Player' })).toBeNull();
  });

  it("says 'Failed to add co-host' when refused", async () => {
    signedInAsAsha();
    fakeApi(hostedGame(), participantsApi, on('PUT', `${g}/cohosts/u6`, problem(409, 'ALREADY_CO_HOST', 'Already a co-host')));
    renderAt('/games/g1/manage');
    fireEvent.click(await screen.findByRole('button', { name: 'Make Uma Rao co-host' }));
    await screen.findByText('Failed to add co-host');
  });

  it('finds and invites players, and sends a link to a new user', async () => {
    signedInAsAsha();
    const found = [{ id: 'u9', name: 'Neha Singh', nickName: 'Neha', shortId: 'NEHA01', avatar: null, gameSkill: null }];
    const calls = fakeApi(
      hostedGame(),
      participantsApi,
      on('GET', `${g}/users/search?q=neh`, { body: { data: { users: found } } }),
      on('PUT', `${g}/invite`, { body: { message: 'success', data: { activityId: 'g1', invited: ['u9'] } } }),
      on('PUT', `${g}/invite/link`, { body: { message: 'user invited', data: { activityId: 'g1', inviteId: 'i1' } } }),
    );
    renderAt('/games/g1/manage');
    fireEvent.change(await screen.findByLabelText('Find players by name or ID'), { target: { value: 'neh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Neha Singh' }));
    await screen.findByText('Participants added successfully');
    expect(calls.find((c) => c.path === `${g}/invite`)?.body).toEqual({ userIds: ['u9'] });
    fireEvent.change(screen.getByLabelText('Phone number to invite'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Send the link by'), { target: { value: 'sms' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await screen.findByText('Link sent successfully');
    expect(calls.find((c) => c.path === `${g}/invite/link`)?.body).toEqual({ phoneNumber: '9876543210', channel: 'sms' });
  });

  it("says 'Failed to send link' when the link cannot be sent", async () => {
    signedInAsAsha();
    fakeApi(hostedGame(), participantsApi, on('PUT', `${g}/invite/link`, problem(502, 'DELIVERY_FAILED', 'Could not deliver')));
    renderAt('/games/g1/manage');
    fireEvent.change(await screen.findByLabelText('Phone number to invite'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await screen.findByText('Failed to send link');
  });

  it('adds offline participants, one a line, marks the match full and holds with a reason', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      hostedGame(),
      participantsApi,
      on('PUT', `${g}/participants/offline`, { body: { message: 'success', data: { activityId: 'g1', participantIds: ['o1', 'o2'] } } }),
      on('PUT', `${g}/matchFull`, { body: { message: 'success', data: { activityId: 'g1', isMatchFull: true } } }),
      on('PUT', `${g}/hold`, { body: { message: 'success', data: { activityId: 'g1', reason: 'Rain' } } }),
    );
    renderAt('/games/g1/manage');
    fireEvent.change(await screen.findByLabelText('Names of offline participants, one a line'), {
      target: { value: 'Sameer\n\n Tara \n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 participants' }));
    await screen.findByText('Participants added successfully');
    expect(calls.find((c) => c.path.endsWith('/offline'))?.body).toEqual({ participants: [{ name: 'Sameer' }, { name: 'Tara' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Mark match full' }));
    await screen.findByText('Match updated');
    expect(calls.find((c) => c.path.endsWith('/matchFull'))?.body).toEqual({ isMatchFull: true });
    fireEvent.change(screen.getByLabelText('Reason for the hold'), { target: { value: 'Rain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hold' }));
    await screen.findByText('Game put on hold');
    expect(calls.find((c) => c.path === `${g}/hold`)?.body).toEqual({ reason: 'Rain' });
  });

  it("deletes a game through the app's own sheet (never the browser's box), then shows the host's games", async () => {
    signedInAsAsha();
    const confirmBox = vi.spyOn(window, 'confirm');
    const mine = { data: { activities: [], nextUrl: null, counts: { total: 0 }, stopLoading: true } };
    const calls = fakeApi(
      hostedGame(),
      participantsApi,
      on('DELETE', g, { body: { message: 'success', data: { activityId: 'g1' } } }),
      on('GET', '/api/vm/activities/my/0/9?statusList=upcoming', { body: mine }),
      on('GET', '/api/vm/activities/my/0/9?statusList=past', { body: mine }),
    );
    const router = createAppRouter(
      createMemoryHistory({ initialEntries: ['/games/manage?status=past', '/games/g1/manage'], initialIndex: 1 }),
    );
    render(createElement(RouterProvider, { router }));
    const opener = await screen.findByRole('button', { name: 'Delete game' });
    opener.focus();
    fireEvent.click(opener);
    const sheet = screen.getByRole('alertdialog', { name: 'Delete “Morning Football”?' });
    // What the server does (GameDeleted notifies joined and pending people; nothing refunds).
    expect(sheet.textContent).toContain('The 1 player who joined will be told it is cancelled.');
    expect(sheet.textContent).toContain('So will the 2 people invited or asking to join.');
    // Focus goes to the safe button; Escape keeps the game.
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Keep it' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // ...and the focus is back on the button that opened it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete game' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete game' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete game' }));
    await screen.findByText('Game deleted successfully!');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([g]);
    expect(confirmBox).not.toHaveBeenCalled();
    // The host's games took the deleted game's place: Back goes where the host was before, not to 'This game was not found'.
    router.history.back();
    await waitFor(() => expect(router.state.location.href).toBe('/games/manage?status=past'));
  });

  it('releases a hold', async () => {
    signedInAsAsha();
    const hold = { createdBy: 'u1', reason: 'Rain', created: '2030-04-02T00:00:00.000Z', responses: [] };
    const calls = fakeApi(
      hostedGame({ isOnHold: true, hold }),
      participantsApi,
      on('PUT', `${g}/hold/release`, { body: { message: 'success', data: { activityId: 'g1' } } }),
    );
    renderAt('/games/g1/manage');
    fireEvent.click(await screen.findByRole('button', { name: 'Release hold' }));
    await screen.findByText('Hold released');
    expect(calls.some((c) => c.path === `${g}/hold/release`)).toBe(true);
  });

  it('keeps the tools from someone who does not host the game', async () => {
    signedInAsAsha();
    const calls = fakeApi(on('GET', g, { body: { data: makeGame() } }));
    renderAt('/games/g1/manage');
    await screen.findByText('Only the host and co-hosts of Morning Football can manage its participants.');
    expect(calls.some((c) => c.path.startsWith(`${g}/participants`))).toBe(false);
  });

  it('offers Edit only while the game is not over (an edit then is refused with GAME_OVER)', async () => {
    signedInAsAsha();
    fakeApi(
      hostedGame({ date: '2020-05-01', duration: [{ from: '2020-05-01T07:00:00+05:30', to: '2020-05-01T08:30:00+05:30' }] }),
      participantsApi,
    );
    renderAt('/games/g1/manage');
    await screen.findByRole('link', { name: 'View game' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('removes a mapped slot from the game', async () => {
    signedInAsAsha();
    const mappedSlots = [
      {
        slotId: 's18',
        fieldId: 'space-marina.turf-a',
        fieldName: 'Turf A',
        slotDate: '2030-05-01',
        startTime: '18:00:00',
        endTime: '19:00:00',
      },
    ];
    const calls = fakeApi(
      hostedGame({ mappedSlots, slotIds: ['s18'] }),
      participantsApi,
      on('PUT', `${g}/slots/s18/remove`, { body: { message: 'success', data: { activityId: 'g1', slotIds: [] } } }),
    );
    renderAt('/games/g1/manage');
    // In words, like the game page: the game's own day is not repeated, and no seconds or ISO date (the demo showed '2026-11-28 02:30:00–04:00:00').
    fireEvent.click(await screen.findByRole('button', { name: 'Remove slot Turf A, 18:00–19:00' }));
    expect(screen.getByText('Turf A, 18:00–19:00')).toBeTruthy();
    await screen.findByText('Slot removed from the game');
    expect(calls.some((c) => c.method === 'PUT' && c.path === `${g}/slots/s18/remove`)).toBe(true);
  });
});
