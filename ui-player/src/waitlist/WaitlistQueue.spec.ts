// @vitest-environment jsdom
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame, participant } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

const entry = (userId: string, name: string, position: number) => ({
  userId,
  name,
  joined: '2030-04-01T10:00:00.000Z',
  offerExpiresAt: null,
  position,
});

describe("the host's waitlist queue", () => {
  it('shows the first page from the detail, then follows the next URL with Show more until the line is all in', async () => {
    signedInAsAsha();
    const game = makeGame({
      isFull: true,
      host: 'u1',
      hostDetail: { id: 'u1', name: 'Asha Player', isHost: true },
      hostandCoHost: ['u1'],
      participants: ['u1'],
      participantDetail: [participant({ id: 'u1', name: 'Asha Player', isHost: true })],
      waitlist: {
        count: 3,
        position: null,
        offer: null,
        queue: [entry('w1', 'Meera Nair', 1), entry('w2', 'Kiran Rao', 2)],
        queueNextUrl: '/api/vm/activities/g1/waitlist?page=1&size=2',
      },
    } as Parameters<typeof makeGame>[0]);
    const calls = fakeApi(
      on('GET', '/api/vm/activities/g1', { body: { data: game } }),
      on('GET', '/api/vm/activities/g1/waitlist?page=1&size=2', {
        // The first of this page is also the last of the first (the line moved): shown once.
        body: { data: { activityId: 'g1', count: 3, queue: [entry('w2', 'Kiran Rao', 2), entry('w3', 'Dev Shah', 3)], nextUrl: null } },
      }),
    );
    renderAt('/games/g1');
    const queue = await screen.findByRole('list', { name: 'Waitlist queue' });
    expect([...queue.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Meera Nair', 'Kiran Rao']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more (2 of 3)' }));
    await within(queue).findByText('Dev Shah');
    expect([...queue.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Meera Nair', 'Kiran Rao', 'Dev Shah']);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    const read = calls.find((c) => c.path === '/api/vm/activities/g1/waitlist?page=1&size=2');
    expect(read?.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
