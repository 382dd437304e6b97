// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';

setupAppHarness();

// Asha (u1) holds a place in a pay-before game whose order waits for payment.
const heldGame = { ...makeGame({ enablePay: true }), viewerStatus: 'payment_pending' };
const list = on('GET', '/api/vm/activities/suggested/0/9', {
  body: { data: { activities: [heldGame], nextUrl: null, counts: { total: 1 }, stopLoading: true } },
});

describe('the card of a game whose payment is pending', () => {
  it('says Finish paying, not View, and looks up the pending order to finish it', async () => {
    signedInAsAsha();
    const calls = fakeApi(list, on('GET', '/api/b2c/orders/my/0/10', { body: { data: { orders: [], nextUrl: null } } }));
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Finish paying' }));
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
    // No pending order left: the hold has ended, and the player is told so rather than sent nowhere.
    await screen.findByText('Your hold has ended');
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/b2c/orders/my/0/10')).toBe(true);
  });
});
