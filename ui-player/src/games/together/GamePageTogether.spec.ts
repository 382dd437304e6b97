// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDocument } from '@sports/contracts';
import { on, renderAt, setupAppHarness } from '../../test/app';
import { fakeApi } from '../../test/fakeApi';
import { makeGame, participant } from '../../test/gameFixture';
import { accessToken, signedInAsAsha } from '../../test/tokens';
import { useSession } from '../../session/store';
import { makeOrder, transaction } from '../../booking/testFixtures';

/** Paying together on the game page (DESIGN.md "Together", docs/adr/0102-paying-together.md). */
setupAppHarness();
const gamePath = '/api/vm/activities/g1';
const detail = (overrides: Parameters<typeof makeGame>[0] = {}) => on('GET', gamePath, { body: { data: makeGame(overrides) } });
const paidBefore = { enablePay: true, payableMethod: 'paybefore' as const, costPerParticpant: 18000, maxParticipants: 10 };
const host = participant({ id: 'host1', name: 'Hari Host', isHost: true });

describe('the game page, paying together', () => {
  it('a player who paid sees "Paid ₹180 · View order", not how to pay', async () => {
    signedInAsAsha();
    const startsAt = new Date(Date.now() + 72 * 3_600_000).toISOString();
    const place = {
      ...makeOrder().items[0]!,
      id: 'place1',
      type: 'activity',
      name: 'Morning Football · Marina Turf Arena',
      itemId: 'g1',
      activityId: 'g1',
      participants: ['u1'],
      startsAt,
      qty: 1,
      unitAmount: 18000,
      amount: 18000,
      taxes: [],
      total: 18000,
      basis: 'player',
    } as unknown as OrderDocument['items'][number];
    const order = makeOrder({
      id: 'o77',
      status: 'confirmed',
      items: [place],
      total: 18000,
      startsAt,
      transactions: [transaction('captured')],
    });
    fakeApi(
      detail({ ...paidBefore, participants: ['host1', 'u1'], participantDetail: [host, participant({ id: 'u1', name: 'Asha Player' })] }),
      on('GET', '/api/b2c/orders/my/0/10', { body: { data: { orders: [order], nextUrl: null } } }),
    );
    renderAt('/games/g1');
    const note = await screen.findByTestId('paid-note', {}, { timeout: 5000 });
    expect(note.textContent).toBe('Paid ₹180 · View order');
    expect(within(note).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orders/o77');
    expect(screen.queryByText('Paid in the app when you join')).toBeNull();
  });

  it('a player who has not paid is told how, and the stepper makes "Me + 2" with the total in the button', async () => {
    signedInAsAsha();
    fakeApi(detail({ ...paidBefore, totalParticipantCount: 7, participants: ['host1'], participantDetail: [host] }));
    renderAt('/games/g1');
    await screen.findByText('Paid in the app when you join', {}, { timeout: 5000 });
    // The stepper is its own chunk (kept off the first screen's cards): it comes a moment after the page.
    const more = await screen.findByRole('button', { name: 'One more friend' }, { timeout: 5000 });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(screen.getByText('Me + 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹540 and join' })).toBeTruthy();
    // Three places left: the stepper stops at me and two friends.
    expect((more as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'One friend fewer' }));
    expect(screen.getByRole('button', { name: 'Pay ₹360 and join' })).toBeTruthy();
  });

  it('an invited player of a private pay-before game pays like anyone else: Accept becomes "Pay ₹180 and join"', async () => {
    signedInAsAsha();
    const invited = [host, participant({ id: 'u1', name: 'Asha Player', status: 'invited' })];
    const calls = fakeApi(
      detail({ ...paidBefore, privacy: 'private', participants: ['host1'], participantDetail: invited }),
      on('POST', '/api/b2c/orders', {
        status: 201,
        body: { message: 'success', data: { orderId: 'o9', status: 'pending_payment', total: 18000 } },
      }),
    );
    renderAt('/games/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹180 and join' }, { timeout: 5000 }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/b2c/orders')).toBe(true));
    const order = calls.find((c) => c.method === 'POST')!.body as { cartItem: Array<Record<string, unknown>> };
    expect(order.cartItem[0]).toMatchObject({ type: 'activity', activityId: 'g1', participants: ['u1'], participantCount: 1 });
    expect(calls.some((c) => c.path === `${gamePath}/join`)).toBe(false);
  });

  it('the people list shows a player with friends as "Arjun +2", or by their names', async () => {
    signedInAsAsha();
    const arjun = { ...participant({ id: 'u2', name: 'Arjun Mehta' }), membersCount: 3 };
    const priya = { ...participant({ id: 'u3', name: 'Priya Rao' }), membersCount: 2, bookedFor: ['Sam'] };
    fakeApi(detail({ participants: ['host1', 'u2', 'u3'], participantDetail: [host, arjun, priya], totalParticipantCount: 6 }));
    renderAt('/games/g1');
    const people = await screen.findByRole('list', { name: 'People' }, { timeout: 5000 });
    expect(within(people).getByText('Arjun Mehta +2')).toBeTruthy();
    expect(within(people).getByText('Priya Rao, Sam')).toBeTruthy();
  });

  it('a shared cost shows the split and who has paid; the host is offered the rest', async () => {
    useSession.getState().signIn({ accessToken: accessToken({ userId: 'host1', name: 'Hari Host' }), refreshToken: 'ref-host1' });
    fakeApi(
      detail({
        ...paidBefore,
        isCostShared: true,
        costPerTeam: 120000,
        costPerParticpant: 20000,
        maxParticipants: 6,
        sharesPaid: 4,
        participants: ['host1'],
        participantDetail: [host],
      }),
    );
    renderAt('/games/g1');
    await screen.findByText('₹1,200 split over 6 places', {}, { timeout: 5000 });
    expect(screen.getByText('4 of 6 paid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay the remaining ₹400' })).toBeTruthy();
  });
});
