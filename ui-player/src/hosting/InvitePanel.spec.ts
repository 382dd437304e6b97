// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame, participant } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();
const g = '/api/vm/activities/g1';
/** Asha (u1) hosts g1. */
const hostedGame = on('GET', g, {
  body: {
    data: makeGame({
      host: 'u1',
      hostDetail: { id: 'u1', name: 'Asha Player', isHost: true },
      hostandCoHost: ['u1'],
      participantDetail: [participant({ id: 'u1', name: 'Asha Player', isHost: true })],
    }),
  },
});
const participantsApi = on('GET', `${g}/participants?status=joined%2Crequested%2Cinvited`, {
  body: { data: { activityId: 'g1', status: ['joined', 'requested', 'invited'], participants: [] } },
});
const user = (id: string, name: string) => ({ id, name, nickName: null, shortId: null, avatar: null, gameSkill: null });
const invitedReply = on('PUT', `${g}/invite`, { body: { message: 'success', data: { activityId: 'g1', invited: ['u9'] } } });

async function searchFor(q: string) {
  fireEvent.change(await screen.findByLabelText('Find players by name or ID'), { target: { value: q } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('invite panel (spec section 7 "GET search user for game", "PUT invite participants")', () => {
  it('says who was invited and clears the search, without reading "Nobody found to invite."', async () => {
    signedInAsAsha();
    fakeApi(
      hostedGame,
      participantsApi,
      on('GET', `${g}/users/search?q=arj`, { body: { data: { users: [user('u9', 'Arjun')] } } }),
      invitedReply,
    );
    renderAt('/games/g1/manage');
    await searchFor('arj');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Arjun' }));
    expect((await screen.findByText('Invited Arjun')).getAttribute('role')).toBe('status');
    expect(screen.queryByText('Nobody found to invite.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite Arjun' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Find players by name or ID').value).toBe('');
  });

  it('keeps the others a search found, and says "Nobody found" only when a new search finds nobody', async () => {
    signedInAsAsha();
    fakeApi(
      hostedGame,
      participantsApi,
      on('GET', `${g}/users/search?q=kumar`, { body: { data: { users: [user('u9', 'Arjun Kumar'), user('u8', 'Ravi Kumar')] } } }),
      on('GET', `${g}/users/search?q=zed`, { body: { data: { users: [] } } }),
      invitedReply,
    );
    renderAt('/games/g1/manage');
    await searchFor('kumar');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Arjun Kumar' }));
    await screen.findByText('Invited Arjun Kumar');
    expect(screen.getByRole('button', { name: 'Invite Ravi Kumar' })).toBeTruthy();
    await searchFor('zed');
    await screen.findByText('Nobody found to invite.');
    expect(screen.queryByText('Invited Arjun Kumar')).toBeNull();
  });
});
