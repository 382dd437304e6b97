// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { makeGame, participant } from '../test/gameFixture';
import { accessToken, signedInAsAsha } from '../test/tokens';
import { useSession } from '../session/store';
import { makeOrder, transaction } from '../booking/testFixtures';
import type { OrderDocument } from '@sports/contracts';

setupAppHarness();
const gamePath = '/api/vm/activities/g1';
const detail = (overrides: Parameters<typeof makeGame>[0] = {}, flags: Record<string, unknown> = {}) =>
  on('GET', gamePath, { body: { data: { ...makeGame(overrides), ...flags } } });
const joinedAsAsha = {
  participants: ['host1', 'u1'],
  participantDetail: [participant({ id: 'host1', name: 'Hari Host', isHost: true }), participant({ id: 'u1', name: 'Asha Player' })],
};

describe('game detail actions (spec section 8 toasts, word for word)', () => {
  it('saves a game with the spec toast and the isSaved body', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      detail({}, { isSaved: false }),
      on('PUT', `${gamePath}/save`, { body: { message: 'success', data: { activityId: 'g1', isSaved: true } } }),
    );
    renderAt('/games/g1');
    // The file's first render loads the game page's lazy chunk: on a busy machine that takes longer than findBy's 1 s.
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 }));
    await screen.findByText('Game saved successfully!');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ isSaved: true });
  });

  it('shows the failure toast when saving is refused', async () => {
    signedInAsAsha();
    fakeApi(detail({}, { isSaved: true }), on('PUT', `${gamePath}/save`, problem(404, 'GAME_NOT_FOUND', 'No such game')));
    renderAt('/games/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsave' }));
    await screen.findByText('Failed to unsave game!');
    expect(screen.getByText('No such game')).toBeTruthy();
  });

  it('offers no Save to the host on the page of their own game', async () => {
    useSession.getState().signIn({ accessToken: accessToken({ userId: 'host1', name: 'Hari Host' }), refreshToken: 'ref-host1' });
    fakeApi(detail({}, { isSaved: false }));
    renderAt('/games/g1');
    await screen.findByRole('link', { name: /^Manage/ }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unsave' })).toBeNull();
  });

  it('lets an invited player Accept, which joins the private game', async () => {
    signedInAsAsha();
    const invited = {
      participantDetail: [
        participant({ id: 'host1', name: 'Hari Host', isHost: true }),
        participant({ id: 'u1', name: 'Asha Player', status: 'invited' }),
      ],
    };
    const calls = fakeApi(
      detail({ privacy: 'private', ...invited }),
      on('PUT', `${gamePath}/join`, { body: { message: 'success', data: { activityId: 'g1', status: 'joined' } } }),
    );
    renderAt('/games/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await screen.findByText('You have joined this game!');
    expect(calls.some((c) => c.method === 'PUT' && c.path === `${gamePath}/join`)).toBe(true);
  });

  it('asks before a free game is left (one tap gave the place up), then leaves it', async () => {
    signedInAsAsha();
    const calls = fakeApi(
      detail(joinedAsAsha),
      on('PUT', `${gamePath}/leave`, { body: { message: 'success', data: { activityId: 'g1' } } }),
    );
    renderAt('/games/g1');
    await screen.findByRole('button', { name: 'Leave game' });
    // A player who is neither the host nor a co-host gets no host tools (the game reply's host and hostandCoHost).
    expect(screen.queryByRole('link', { name: /^Manage/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave game' }));
    // The app's own sheet (ui/ConfirmSheet), as for a paid place; nobody waits, so no word of a waitlist.
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave Morning Football?' });
    expect(confirm.textContent).toContain('You give up your place in this game.');
    expect(confirm.textContent).not.toContain('waitlist');
    expect(document.activeElement?.textContent).toBe('Stay in the game');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stay in the game' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Leave game' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, leave' }));
    await screen.findByText('You have left this game');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([`${gamePath}/leave`]);
  });

  it('says the place goes to the next on the waitlist when the full game has a line', async () => {
    signedInAsAsha();
    fakeApi(detail({ ...joinedAsAsha, maxParticipants: 2, totalParticipantCount: 2, isFull: true, waitlistCount: 3 }));
    renderAt('/games/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave game' }, { timeout: 5000 }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave Morning Football?' });
    expect(confirm.textContent).toContain('Your place will be offered to the next player on the waitlist.');
  });

  it('asks once more before giving up a place paid for online, then says what is refunded', async () => {
    signedInAsAsha();
    // Paid for online, well before the start: Marina's policy gives everything back.
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
    // A game's place: no tax, no handling charge, no coupon (docs/bookings.md "Pay before").
    const order = makeOrder({
      status: 'confirmed',
      items: [place],
      subTotal: 18000,
      discountTotal: 0,
      totalTax: 0,
      taxLines: [],
      handlingCharges: 0,
      total: 18000,
      startsAt,
      transactions: [transaction('captured')],
    });
    const calls = fakeApi(
      detail(joinedAsAsha),
      on('GET', '/api/b2c/orders/my/0/10', { body: { data: { orders: [order], nextUrl: null } } }),
      on('PUT', `${gamePath}/leave`, { body: { message: 'success', data: { activityId: 'g1' } } }),
    );
    renderAt('/games/g1');
    await screen.findByText("You paid ₹180; leaving now refunds ₹180 (100%, Marina Turf Arena's policy).");
    fireEvent.click(screen.getByRole('button', { name: 'Leave game' }));
    // The app's own sheet (ui/ConfirmSheet), focus on its safe button.
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave Morning Football?' });
    expect(confirm.textContent).toContain("You paid ₹180; leaving now refunds ₹180 (100%, Marina Turf Arena's policy).");
    expect(document.activeElement?.textContent).toBe('Stay in the game');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // Staying changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Stay in the game' }));
    expect(screen.queryByRole('alertdialog', { name: 'Leave Morning Football?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave game' }));
    expect(confirm).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, leave' }));
    await screen.findByText('You have left this game');
    expect(screen.getByText('₹180 is being refunded to you.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([`${gamePath}/leave`]);
  });

  it('copies the share link where there is no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    fakeApi(detail());
    renderAt('/games/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    // DESIGN.md "Together": WhatsApp first, with the invitation and the link; no system sheet here.
    const sheet = await screen.findByRole('dialog', { name: 'Share this game' });
    const whatsApp = within(sheet).getByRole('link', { name: 'WhatsApp' });
    const text = new URL(whatsApp.getAttribute('href')!).searchParams.get('text');
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(text).toMatch(new RegExp(`^Football on .+ · \\d+ places? left\n${window.location.origin}/games/g1$`));
    expect(within(sheet).queryByRole('button', { name: 'More ways to share' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/games/g1`);
    expect(screen.queryByText(/Only players in this private game/)).toBeNull();
  });

  it("says who can open a private game's link when it is copied", async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText: vi.fn(async () => undefined) } });
    fakeApi(detail({ privacy: 'private' }));
    renderAt('/games/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Share this game' })).getByText(/Only players in this private game/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');
    expect(screen.getByText(/Only players in this private game and people you invite can open this link\./)).toBeTruthy();
  });

  it('uses the share sheet when the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    fakeApi(detail());
    renderAt('/games/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    fireEvent.click(await screen.findByRole('button', { name: 'More ways to share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Morning Football',
        text: expect.stringMatching(/^Football on /),
        url: `${window.location.origin}/games/g1`,
      }),
    );
  });

  it('asks a question, and the asker may delete it', async () => {
    signedInAsAsha();
    const queries = [
      { id: 'q1', question: 'Parking?', askedBy: { id: 'u1', name: 'Asha Player' }, created: '2030-04-01T00:00:00Z', answer: null },
    ];
    const calls = fakeApi(
      detail({ queries }),
      on('PUT', `${gamePath}/queries`, { body: { message: 'success', data: { activityId: 'g1', queryId: 'q2' } } }),
      on('DELETE', `${gamePath}/queries/q1`, { body: { message: 'success', data: { activityId: 'g1', queryId: 'q1' } } }),
    );
    renderAt('/games/g1');
    const status = await screen.findByText('Not answered yet');
    // The status and Delete share one spaced line, not "Not answered yetDelete".
    expect(status.parentElement!.contains(screen.getByRole('button', { name: 'Delete question: Parking?' }))).toBe(true);
    expect(getComputedStyle(status.parentElement!).gap).toBe('12px');
    fireEvent.change(screen.getByLabelText('Ask a question'), { target: { value: 'Studs allowed?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByText('Your question has been posted');
    expect(calls.find((c) => c.path === `${gamePath}/queries`)?.body).toEqual({ question: 'Studs allowed?' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete question: Parking?' }));
    await screen.findByText('Question deleted');
  });

  it('lets the host answer a query', async () => {
    signedInAsAsha();
    const queries = [
      { id: 'q1', question: 'Parking?', askedBy: { id: 'u7', name: 'Ravi' }, created: '2030-04-01T00:00:00Z', answer: null },
    ];
    const calls = fakeApi(
      detail({ host: 'u1', hostandCoHost: ['u1'], queries }),
      on('PUT', `${gamePath}/queries/q1/answer`, { body: { message: 'success', data: { activityId: 'g1', queryId: 'q1' } } }),
    );
    renderAt('/games/g1');
    fireEvent.change(await screen.findByLabelText('Answer: Parking?'), { target: { value: 'Behind the clubhouse' } });
    // The host answers; asking the host is for the others.
    expect(screen.queryByLabelText('Ask a question')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await screen.findByText('Answer posted');
    expect(calls.find((c) => c.path.endsWith('/answer'))?.body).toEqual({ answer: 'Behind the clubhouse' });
    // DESIGN.md: the host tools behind one Manage button (edit among them, on the manage page).
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/games/g1/manage');
    expect(screen.queryByRole('link', { name: 'Edit game' })).toBeNull();
  });

  it("shows 'Sorry no response!' on an unanswered hold and takes a participant's response", async () => {
    signedInAsAsha();
    const hold = { createdBy: 'host1', reason: 'Rain expected', created: '2030-04-02T00:00:00.000Z', responses: [] };
    fakeApi(
      detail({ ...joinedAsAsha, isOnHold: true, hold }),
      on('PUT', `${gamePath}/hold/respond`, problem(409, 'GAME_NOT_ON_HOLD', 'The game is not on hold')),
    );
    renderAt('/games/g1');
    await screen.findByText('Sorry no response!');
    fireEvent.change(screen.getByLabelText('Your response to the hold'), { target: { value: 'I can wait' } });
    fireEvent.click(screen.getByRole('button', { name: 'Respond' }));
    await screen.findByText('Failed to move');
  });
});
