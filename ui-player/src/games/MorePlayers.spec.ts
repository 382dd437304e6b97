// @vitest-environment jsdom
import { configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame, participant } from '../test/gameFixture';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

/** A Participant of spec section 3 as GET participants by status sends it. */
const player = (id: string, name: string) => ({
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
  isOfflineParticipant: false,
  bookedBy: null,
});

describe("a big game's players", () => {
  it('shows the first page, then every joined player on demand, a page at a time', async () => {
    const game = {
      ...makeGame({ totalParticipantCount: 3, participantDetail: [participant({ id: 'host1', name: 'Hari Host', isHost: true })] }),
      participantsNextUrl: '/api/vm/activities/g1/participants?status=joined&page=0&size=50',
    };
    fakeApi(
      on('GET', '/api/vm/activities/g1', { body: { data: game } }),
      on('GET', '/api/vm/activities/g1/participants?status=joined&page=0&size=200', {
        body: {
          data: {
            activityId: 'g1',
            status: ['joined'],
            participants: [player('host1', 'Hari Host'), player('u7', 'Meera Nair'), player('u8', 'Kiran Rao')],
            nextUrl: null,
          },
        },
      }),
    );
    renderAt('/games/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Show all 3 players' }));
    const more = await screen.findByRole('list', { name: 'More players' });
    // Those already shown are not repeated; the button goes once the last page is in.
    expect([...more.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Meera Nair', 'Kiran Rao']);
    expect(screen.queryByRole('button', { name: /Show (all|more)/ })).toBeNull();
  });
});
