// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, type Call } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { signedInAsAsha } from '../test/tokens';
import { ratedPlayer, rights } from './ratingFixtures';

setupAppHarness();
// The machine is shared: give the app's fetches and renders more than the default second.
configure({ asyncUtilTimeout: 5000 });

const PROMPTS = '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10';
const items = [
  { activityId: 'g1', activityName: 'Sunday Morning 5-a-side' },
  { activityId: 'g2', activityName: 'Doubles Ladder Night' },
];

const answered = (call: Call) =>
  call.method === 'PUT' && /^\/api\/vm\/activities\/g\d\/participants\/u1\/(rate|skip)\?value=true$/.test(call.path)
    ? {
        body: {
          message: 'success',
          data: { activityId: call.path.split('/')[4], userId: 'u1', action: call.path.includes('/rate?') ? 'rate' : 'skip', value: true },
        },
      }
    : undefined;

const promptApi = (list = items) =>
  fakeApi(
    on('GET', PROMPTS, { body: { data: list } }),
    answered,
    on('GET', '/api/vm/activities/g1', { body: { data: makeGame() } }),
    on('GET', '/api/vm/activities/ratedPlayers/g1/u1', {
      body: { data: { ...rights('g1'), players: [ratedPlayer({ id: 'u2', name: 'Ravi Kumar' })] } },
    }),
    on('GET', '/api/vm/activities/ratedHosts/g1/u1', { body: { data: { ...rights('g1'), hosts: [] } } }),
  );

const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.path);

describe('post-activity review prompt (spec sections 2 and 4)', () => {
  it("shows a card per past activity, each with 'Rate Now' and 'Skip'", async () => {
    signedInAsAsha();
    promptApi();
    renderAt('/leaderboard');
    const dialog = await screen.findByRole('dialog', { name: 'How was your game?' });
    const cards = within(dialog).getAllByTestId('review-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Sunday Morning 5-a-side', 'Doubles Ladder Night']);
    for (const card of cards) {
      within(card).getByRole('button', { name: 'Rate Now' });
      within(card).getByRole('button', { name: 'Skip' });
    }
  });

  it('pages through the cards with Previous and Next as well as by swiping', async () => {
    signedInAsAsha();
    promptApi();
    renderAt('/leaderboard');
    const dialog = await screen.findByRole('dialog', { name: 'How was your game?' });
    within(dialog).getByText('1 of 2 · swipe for more');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Previous activity' }).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next activity' }));
    within(dialog).getByText('2 of 2 · swipe for more');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Next activity' }).disabled).toBe(true);
  });

  it("'Rate Now' records rate, then opens the 'Rating' panel for that activity", async () => {
    signedInAsAsha();
    const calls = promptApi();
    renderAt('/leaderboard');
    const [first] = await screen.findAllByTestId('review-card');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Rate Now' }));
    await screen.findByTestId('rating-panel');
    await screen.findByRole('button', { name: 'Rate player' });
    expect(puts(calls)).toEqual(['/api/vm/activities/g1/participants/u1/rate?value=true']);
    expect(screen.queryByRole('dialog', { name: 'How was your game?' })).toBeNull();
    // The panel has a close handler here: its back arrow closes it in place.
    fireEvent.click(screen.getByRole('button', { name: 'Close rating' }));
    await waitFor(() => expect(screen.queryByTestId('rating-panel')).toBeNull());
  });

  it("'Skip' records skip for its activity and closes the prompt", async () => {
    signedInAsAsha();
    const calls = promptApi();
    renderAt('/leaderboard');
    const cards = await screen.findAllByTestId('review-card');
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'How was your game?' })).toBeNull());
    expect(puts(calls)).toEqual(['/api/vm/activities/g2/participants/u1/skip?value=true']);
  });

  it('skips the first activity when the backdrop is tapped', async () => {
    signedInAsAsha();
    const calls = promptApi();
    renderAt('/leaderboard');
    await screen.findByRole('dialog', { name: 'How was your game?' });
    fireEvent.click(screen.getByTestId('review-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'How was your game?' })).toBeNull());
    expect(puts(calls)).toEqual(['/api/vm/activities/g1/participants/u1/skip?value=true']);
  });

  it('appears only when there is a past activity to review, and only for a signed-in user', async () => {
    signedInAsAsha();
    const calls = promptApi([]);
    renderAt('/leaderboard');
    await waitFor(() => expect(calls.some((c) => c.path === PROMPTS)).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'How was your game?' })).toBeNull();
  });

  it('asks nothing of a visitor', async () => {
    const calls = promptApi();
    renderAt('/leaderboard');
    await screen.findByRole('heading', { name: 'Leaderboard' });
    expect(calls.some((c) => c.path === PROMPTS)).toBe(false);
  });
});

describe('the prompt is offered once per visit', () => {
  it('is not offered again on a later page load of the same visit, and is for the next visit', async () => {
    const { claimPromptOffer, forgetPageClaims } = await import('./promptOffer');
    sessionStorage.clear();
    forgetPageClaims();
    expect(claimPromptOffer('u9')).toBe(true);
    // Within the page load that claimed it, it stays offered (re-renders, navigation).
    expect(claimPromptOffer('u9')).toBe(true);
    forgetPageClaims(); // a reload
    expect(claimPromptOffer('u9')).toBe(false);
    expect(claimPromptOffer('u10')).toBe(true);
    sessionStorage.clear(); // a new visit
    forgetPageClaims();
    expect(claimPromptOffer('u9')).toBe(true);
  });
});
