// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();

const fullGame = makeGame({ isFull: true, totalParticipantCount: 10 });
const list = on('GET', '/api/vm/activities/suggested/0/9', {
  body: { data: { activities: [fullGame], nextUrl: null, counts: { total: 1 }, stopLoading: true } },
});

describe('the card of a full game', () => {
  it('offers Join waitlist, not Join Now, and queues with the waitlist call', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      list,
      on('PUT', '/api/vm/activities/g1/waitlist', { body: { message: 'success', data: { activityId: 'g1', position: 1 } } }),
    );
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Join waitlist' }));
    await screen.findByText("You are on the waitlist. We'll tell you when a place frees up.");
    expect(screen.queryByRole('button', { name: 'Join Now' })).toBeNull();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/vm/activities/g1/waitlist')).toBe(true);
  });
});
