// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame, participant } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';

/**
 * A private game's page opened through its one-time invitation link (spec section 7 "PUT new user
 * invite", docs/adr/0102-paying-together.md): the page asks for the game with the link, and the
 * newcomer joins with it, or on a pay-before game pays with it on the cart line; they never ask.
 */
setupAppHarness();
const SECRET = 'S3cr3t-link_secret-0123456789ab';
const token = `inv-1.${SECRET}`;
const gamePath = `/api/vm/activities/g1?invite=${encodeURIComponent(token)}`;
const host = participant({ id: 'host1', name: 'Hari Host', isHost: true });
const privateGame = (overrides: Parameters<typeof makeGame>[0] = {}) =>
  on('GET', gamePath, {
    body: { data: makeGame({ privacy: 'private', participants: ['host1'], participantDetail: [host], ...overrides }) },
  });

describe('a private game opened through an invitation link', () => {
  it('a pay-before game: "Pay ₹180 and join" places an order whose line carries the link', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      privateGame({ enablePay: true, payableMethod: 'paybefore', costPerParticpant: 18000, maxParticipants: 10 }),
      on('POST', '/api/b2c/orders', {
        status: 201,
        body: { message: 'success', data: { orderId: 'o9', status: 'pending_payment', total: 18000 } },
      }),
    );
    renderAt(`/games/g1?invite=${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹180 and join' }, { timeout: 5000 }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/b2c/orders')).toBe(true));
    const order = calls.find((c) => c.method === 'POST')!.body as { cartItem: Array<Record<string, unknown>> };
    expect(order.cartItem[0]).toMatchObject({
      type: 'activity',
      activityId: 'g1',
      participants: ['u1'],
      invite: { inviteId: 'inv-1', secret: SECRET },
    });
    expect(calls.some((c) => c.path.startsWith('/api/vm/activities/g1/join'))).toBe(false);
  });

  it('a free game: "Join Now" joins with the link, no request to the host', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      privateGame(),
      on('PUT', '/api/vm/activities/g1/join', { body: { message: 'success', data: { activityId: 'g1', status: 'joined' } } }),
    );
    renderAt(`/games/g1?invite=${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Join Now' }, { timeout: 5000 }));
    await screen.findByText('You have joined this game!');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ invite: { inviteId: 'inv-1', secret: SECRET } });
  });

  it('a malformed link is left out: the page asks for the game as anyone would', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      on('GET', '/api/vm/activities/g1', { body: { data: makeGame({ participants: ['host1'], participantDetail: [host] }) } }),
    );
    renderAt('/games/g1?invite=not-a-link');
    await screen.findByRole('button', { name: 'Join Now' }, { timeout: 5000 });
    expect(calls.some((c) => c.path.includes('invite='))).toBe(false);
  });
});
