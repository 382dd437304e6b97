// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem, type Call } from '../test/fakeApi';
import { makeGame, participant } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';
import { ratedHost, ratedPlayer, rights } from './ratingFixtures';

setupAppHarness();
// The machine is shared: give the app's fetches and renders more than the default second.
configure({ asyncUtilTimeout: 5000 });

const game = makeGame({
  participantDetail: [
    participant({ id: 'host1', name: 'Hari Host', isHost: true }),
    participant({ id: 'u1', name: 'Asha Player' }),
    participant({ id: 'u2', name: 'Ravi Kumar' }),
  ],
});

interface Setup {
  mayRateHosts?: boolean;
  mayAssess?: boolean;
  players?: ReturnType<typeof ratedPlayer>[];
  hosts?: ReturnType<typeof ratedHost>[];
  earlier?: unknown;
  ratingReply?: { status?: number; body: unknown };
}

const success = (kind: string, ratingFor: string) => ({ body: { message: 'success', data: { activityId: 'g1', ratingFor, kind } } });

function api({
  mayRateHosts = true,
  mayAssess = false,
  players = [ratedPlayer({ id: 'u2', name: 'Ravi Kumar', gameSkill: { level: 1, label: 'AMT', name: 'Amateur' } })],
  hosts = [ratedHost({ id: 'host1', name: 'Hari Host', isCreator: true })],
  earlier = null,
  ratingReply,
}: Setup = {}) {
  return fakeApi(
    on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
    on('GET', '/api/vm/activities/g1', { body: { data: game } }),
    on('GET', '/api/vm/activities/ratedPlayers/g1/u1', { body: { data: { ...rights('g1', { mayRateHosts, mayAssess }), players } } }),
    on('GET', '/api/vm/activities/ratedHosts/g1/u1', { body: { data: { ...rights('g1', { mayRateHosts, mayAssess }), hosts } } }),
    on('GET', '/api/vm/activities/ratedGame/g1/football/u1', { body: { data: earlier } }),
    (call: Call) =>
      call.method === 'PUT' && call.path.startsWith('/api/vm/activities/g1/ratings/')
        ? (ratingReply ?? success(call.path.split('/').pop() ?? '', 'x'))
        : undefined,
  );
}

/** The app with a history of several entries, the last one shown. */
function renderWithHistory(entries: string[]) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }));
  render(createElement(RouterProvider, { router }));
  return router;
}

const putCalls = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');
const panel = () => screen.getByTestId('rating-panel');

describe("the 'Rating' side panel (spec section 2)", () => {
  it("offers 'Rate host', 'Rate player' and 'Rate game' under the title 'Rating'", async () => {
    signedInAsAsha();
    api();
    renderAt('/rate/g1');
    await screen.findByRole('button', { name: 'Rate host' });
    expect(within(panel()).getByRole('heading', { name: 'Rating' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rate player' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rate game' })).toBeTruthy();
  });

  it("hides 'Rate host' from a host or co-host of the activity", async () => {
    signedInAsAsha();
    api({ mayRateHosts: false });
    renderAt('/rate/g1');
    await screen.findByRole('button', { name: 'Rate player' });
    expect(screen.queryByRole('button', { name: 'Rate host' })).toBeNull();
  });

  it('goes back in history from its back arrow when no close handler is given', async () => {
    signedInAsAsha();
    api();
    const router = renderWithHistory(['/leaderboard', '/rate/g1']);
    await screen.findByRole('button', { name: 'Rate player' });
    fireEvent.click(screen.getByRole('button', { name: 'Close rating' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboard'));
    expect(screen.queryByTestId('rating-panel')).toBeNull();
  });

  it('says why when the game cannot be rated', async () => {
    signedInAsAsha();
    fakeApi(
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
      on('GET', '/api/vm/activities/g1', { body: { data: game } }),
      on(
        'GET',
        '/api/vm/activities/ratedPlayers/g1/u1',
        problem(403, 'RATER_NOT_PARTICIPANT', 'Only the host, co-hosts and joined participants rate this game'),
      ),
    );
    renderAt('/rate/g1');
    await screen.findByText(/Only the host, co-hosts and joined participants rate this game/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Rate Hosts and Rate Player (spec section 2)', () => {
  it("labels the creator 'Created by' and greys out a host already rated", async () => {
    signedInAsAsha();
    api({
      hosts: [
        ratedHost({ id: 'host1', name: 'Hari Host', isCreator: true }),
        ratedHost({ id: 'co1', name: 'Kavya Co', isCoHost: true, isRated: true }),
      ],
    });
    renderAt('/rate/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate host' }));
    const creator = await screen.findByRole('button', { name: /Hari Host/ });
    expect(within(creator).getByText('Created by')).toBeTruthy();
    expect((creator as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Kavya Co/ }).disabled).toBe(true);
  });

  it("says 'No participant available' when there is nobody to rate", async () => {
    signedInAsAsha();
    api({ players: [] });
    renderAt('/rate/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate player' }));
    await screen.findByText('No participant available');
  });

  it('marks a player already rated, still open to an edit, and the back arrow returns to the options', async () => {
    signedInAsAsha();
    api({ players: [ratedPlayer({ id: 'u2', name: 'Ravi Kumar', isRated: true }), ratedPlayer({ id: 'u3', name: 'Meena Das' })] });
    renderAt('/rate/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate player' }));
    const ravi = await screen.findByRole<HTMLButtonElement>('button', { name: /Ravi Kumar/ });
    expect([ravi.disabled, ravi.textContent]).toEqual([false, expect.stringContaining('Rated · Edit')]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Meena Das/ }).disabled).toBe(false);
    fireEvent.click(within(screen.getByTestId('rating-panel')).getByRole('button', { name: 'Back' }));
    await screen.findByRole('button', { name: 'Rate game' });
  });
});

describe('the focus inside the panel', () => {
  it('stays in the dialog when a step opens and the button that opened it is gone', async () => {
    signedInAsAsha();
    api();
    renderAt('/rate/g1');
    const rateHost = await screen.findByRole('button', { name: 'Rate host' });
    rateHost.focus();
    fireEvent.click(rateHost);
    await screen.findByRole('button', { name: /Hari Host/ });
    await waitFor(() => expect(document.activeElement).toBe(panel()));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Back' }));
    await screen.findByRole('button', { name: 'Rate game' });
    expect(panel().contains(document.activeElement)).toBe(true);
  });
});

describe('Rate Participant (spec sections 2, 3 and 5)', () => {
  it('lets a participant give stars only; Submit Your Rating is grey until they do, then moves to submitrating', async () => {
    signedInAsAsha();
    const calls = api();
    renderAt('/rate/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate player' }));
    fireEvent.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
    const form = await screen.findByRole('form', { name: 'Rate Ravi Kumar' });
    // Header: listing, format, skill range; the player's name, nickname and skill.
    expect(within(form).getByRole('heading', { name: 'Football' })).toBeTruthy();
    expect(within(form).getByText(/5v5/)).toBeTruthy();
    expect(within(form).getByText('Ravi')).toBeTruthy();
    expect(within(form).getByText('Amateur (AMT)')).toBeTruthy();
    expect(within(form).queryByText('Did the player show up?')).toBeNull();
    expect(within(form).queryByText('Punctual')).toBeNull();
    const submit = within(form).getByRole<HTMLButtonElement>('button', { name: 'Submit Your Rating' });
    expect(submit.disabled).toBe(true);
    within(form).getByText('How would you rate Ravi Kumar?');
    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await screen.findByText('Thank you for rating Ravi Kumar');
    expect(document.querySelector('[data-step="submitrating"]')).not.toBeNull();
    await screen.findByText('Review Submitted Successfully');
    const [put] = putCalls(calls);
    expect(put?.path).toBe('/api/vm/activities/g1/ratings/participant');
    expect(put?.body).toMatchObject({ ratingFor: 'u2', stars: 4 });
    expect(put?.body).not.toHaveProperty('isParticipated');
    expect(put?.headers.get('idempotency-key')).toBeTruthy();
  });

  it("shows a host 'Did the player show up?', the 'Rate player' picker with its 'You have marked' banner and the three flags", async () => {
    signedInAsAsha();
    const calls = api({ mayRateHosts: false, mayAssess: true });
    renderAt('/rate/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate player' }));
    fireEvent.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
    const form = await screen.findByRole('form', { name: 'Rate Ravi Kumar' });
    within(form).getByText('Did the player show up?');
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    within(form).getByText('Rate player');
    expect(within(form).queryByText(/You have marked/)).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'Intermediate (INT)' }));
    within(form).getByText('You have marked Intermediate (INT)');
    fireEvent.click(within(form).getByLabelText('Punctual'));
    fireEvent.click(within(form).getByLabelText('Particular On Payments'));
    within(form).getByLabelText('Team Player');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Your Rating' }));
    await screen.findByText('Thank you for rating Ravi Kumar');
    expect(putCalls(calls)[0]?.body).toMatchObject({
      ratingFor: 'u2',
      isParticipated: true,
      ratedLevel: 2,
      isPunctual: true,
      isOnTimePayment: true,
    });
    expect(putCalls(calls)[0]?.body).not.toHaveProperty('isTeamPlayer');
  });

  it('hides the skill picker and flags when the host answers No, and sends the No', async () => {
    signedInAsAsha();
    const calls = api({ mayAssess: true });
    renderAt('/rate/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate player' }));
    fireEvent.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
    const form = await screen.findByRole('form', { name: 'Rate Ravi Kumar' });
    const submit = within(form).getByRole<HTMLButtonElement>('button', { name: 'Submit Your Rating' });
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(form).getByRole('radio', { name: 'No' }));
    expect(within(form).queryByText('Rate player')).toBeNull();
    expect(within(form).queryByLabelText('Punctual')).toBeNull();
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await screen.findByText('Thank you for rating Ravi Kumar');
    expect(putCalls(calls)[0]?.body).toEqual({ ratingFor: 'u2', isParticipated: false, time: expect.any(String) });
  });

  it('rates a host with stars through the same form, and greys them once rated', async () => {
    signedInAsAsha();
    const calls = api();
    renderAt('/rate/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate host' }));
    fireEvent.click(await screen.findByRole('button', { name: /Hari Host/ }));
    const form = await screen.findByRole('form', { name: 'Rate Hari Host' });
    fireEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Your Rating' }));
    await screen.findByText('Thank you for rating Hari Host');
    expect(putCalls(calls)[0]).toMatchObject({ path: '/api/vm/activities/g1/ratings/host', body: { ratingFor: 'host1', stars: 5 } });
    // The lists are read again after a rating; the host just rated is grey even before the read model shows it.
    expect(calls.filter((c) => c.path === '/api/vm/activities/ratedHosts/g1/u1').length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Rate another host' }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: /Hari Host/ })).disabled).toBe(true);
  });

  it("shows 'Something went wrong' with the server's reason when a rating fails (spec section 8)", async () => {
    signedInAsAsha();
    api({ ratingReply: problem(409, 'ALREADY_RATED', 'You rated this player in this game already') });
    renderAt('/rate/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate player' }));
    fireEvent.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
    const form = await screen.findByRole('form', { name: 'Rate Ravi Kumar' });
    fireEvent.click(within(form).getByRole('radio', { name: '3 stars' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Your Rating' }));
    await screen.findByText('Something went wrong');
    screen.getByText('You rated this player in this game already');
    expect(screen.queryByText('Thank you for rating Ravi Kumar')).toBeNull();
  });
});

describe('Rate Game (spec sections 2 and 4)', () => {
  it("asks 'Did this activity happen ?' (Yes by default), raises a dispute and closes the panel on Submit", async () => {
    signedInAsAsha();
    const calls = api();
    const router = renderWithHistory(['/leaderboard', '/rate/g1']);
    fireEvent.click(await screen.findByRole('button', { name: 'Rate game' }));
    const form = await screen.findByRole('form', { name: 'Rate Game' });
    within(form).getByText('Did this activity happen ?');
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    expect(within(form).queryByRole('radio', { name: 'Scam' })).toBeNull();
    const dispute = within(form).getByRole('switch', { name: 'Raise a Dispute' });
    expect(dispute.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(dispute);
    for (const type of ['Scam', 'Team Player', 'Others']) within(form).getByRole('radio', { name: type });
    // A dispute needs its kind.
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Choose what the dispute is about, or switch the dispute off.');
    fireEvent.click(within(form).getByRole('radio', { name: 'Scam' }));
    fireEvent.change(within(form).getByLabelText('Description (Optional)'), { target: { value: 'Nobody came, the host kept the money.' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Review Submitted Successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboard'));
    expect(putCalls(calls)[0]).toMatchObject({
      path: '/api/vm/activities/g1/ratings/game',
      body: { isGameHappened: false, dispute: 'Scam', description: 'Nobody came, the host kept the money.' },
    });
  });

  it('switches the dispute on by itself when an earlier dispute is loaded, and keeps the earlier answer', async () => {
    signedInAsAsha();
    const calls = api({ earlier: { isGameHappened: true, dispute: 'Team Player', description: 'Two players left early' } });
    renderAt('/rate/g1');
    fireEvent.click(await screen.findByRole('button', { name: 'Rate game' }));
    const form = await screen.findByRole('form', { name: 'Rate Game' });
    expect(within(form).getByRole('switch', { name: 'Raise a Dispute' }).getAttribute('aria-checked')).toBe('true');
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Team Player' }).checked).toBe(true);
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Description (Optional)').value).toBe('Two players left early');
    within(form).getByText(/You rated this game already/);
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(true);
    expect(putCalls(calls)).toHaveLength(0);
  });
});
