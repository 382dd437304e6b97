// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { makeGame } from '../test/gameFixture';
import { afterRulesOf } from '../test/css';
import { signedInAsAsha } from '../test/tokens';
import { TAP_TARGET_PX } from '../ui/primitives';

setupAppHarness();
configure({ asyncUtilTimeout: 5000 });

const px = `${TAP_TARGET_PX}px`;
/** At least 44 px each way, set as a size or a minimum (WCAG 2.5.5; UX review at 375 px found them 40 px). */
const expectTapTarget = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  const set = (size: string, min: string) => (size && size !== 'auto' ? size : min);
  expect(set(style.height, style.minHeight)).toBe(px);
  expect(set(style.width, style.minWidth)).toBe(px);
};

describe('tap targets of the header and the profile banner', () => {
  it('gives the back button, the inbox bell, sign-out and the banner close button 44 × 44 px', async () => {
    signedInAsAsha();
    fakeApi(
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
      on('GET', '/api/user/u1/check', { body: { data: { exists: true, isProfileCompleted: false } } }),
      on('GET', '/api/vm/activities/g1', { body: { data: makeGame() } }),
    );
    renderAt('/games/g1');
    await screen.findByRole('heading', { name: 'Morning Football' });
    expectTapTarget(screen.getByRole('button', { name: 'Back' }));
    expectTapTarget(screen.getByTestId('inbox-bell'));
    expectTapTarget(screen.getByRole('button', { name: 'Sign out' }));
    const banner = await screen.findByRole('region', { name: 'Profile' });
    expectTapTarget(within(banner).getByRole('button', { name: 'Close' }));
  });
});

describe('tap targets of the filter row', () => {
  it('draws the filter chips 44 px high and the leaderboard link 44 × 44 px (the walk at 375 px measured 34 and 40 × 34)', async () => {
    fakeApi((call) =>
      call.path.startsWith('/api/vm/activities/all/')
        ? { body: { data: { activities: [makeGame()], nextUrl: null, counts: { total: 1 }, stopLoading: true } } }
        : undefined,
    );
    renderAt('/?from=%222030-05-01%22');
    const chips = [
      await screen.findByRole('button', { name: /^Filters/ }),
      screen.getByRole('button', { name: /^Remove filter/ }),
      screen.getByRole('link', { name: 'Leaderboard' }),
    ];
    for (const chip of chips) expect(getComputedStyle(chip).height).toBe(px);
    expect(getComputedStyle(chips[2]!).width).toBe(px);
  });
});

describe('tap targets of the footer', () => {
  it('gives its one-line links (Games, API) an invisible 44 × 44 px hit area', async () => {
    fakeApi((call) =>
      call.path.startsWith('/api/vm/activities/all/')
        ? { body: { data: { activities: [makeGame()], nextUrl: null, counts: { total: 1 }, stopLoading: true } } }
        : undefined,
    );
    renderAt('/');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    for (const link of within(footer).getAllByRole('link')) {
      expect(afterRulesOf(link).join(';')).toContain(`height:max(100%, ${px})`);
    }
    expect(within(footer).getAllByRole('link')).toHaveLength(2);
  });
});
