// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listApi, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem } from '../test/fakeApi';
import { SHELL_STORAGE_KEY, useShell } from './shellStore';

setupAppHarness();
afterEach(() => useShell.setState({ isApp: false, sizeClass: 'MOBILE' }));

const shell = () => document.querySelector('[data-theme]') as HTMLElement;
const footer = () => screen.queryByRole('contentinfo');
const tabBar = () => screen.queryByTestId('tab-bar');

describe('app shell rules (spec section 2)', () => {
  it('shows the footer and the dark theme by default', async () => {
    fakeApi(...listApi);
    renderAt('/');
    await screen.findByText('Morning Football');
    expect(footer()).toBeTruthy();
    expect(shell().dataset.theme).toBe('dark');
  });

  it('uses the light theme on vm and external paths', async () => {
    fakeApi();
    renderAt('/vm/anything');
    await waitFor(() => expect(shell().dataset.theme).toBe('light'));
  });

  it('isApp=true hides the footer and is remembered for later visits', async () => {
    fakeApi(...listApi);
    const first = renderAt('/?isApp=true');
    await screen.findByText('Morning Football');
    expect(footer()).toBeNull();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SHELL_STORAGE_KEY)!).state.isApp).toBe(true));
    first.unmount();

    renderAt('/');
    await screen.findByText('Morning Football');
    expect(footer()).toBeNull();
    expect(shell().dataset.embedded).toBe('true');
  });

  it('leaves out the bottom tab bar in embedded mode: the host app draws its own', async () => {
    fakeApi(...listApi);
    const view = renderAt('/');
    await screen.findByText('Morning Football');
    expect(tabBar()).toBeTruthy();
    view.unmount();
    renderAt('/?isApp=true');
    await screen.findByText('Morning Football');
    expect(tabBar()).toBeNull();
  });

  it('a stored isApp flag alone switches to embedded mode; isApp=false leaves it', async () => {
    fakeApi(...listApi);
    useShell.getState().setIsApp(true);
    const view = renderAt('/?isApp=false');
    await screen.findByText('Morning Football');
    expect(footer()).toBeTruthy();
    await waitFor(() => expect(useShell.getState().isApp).toBe(false));
    view.unmount();
  });

  it('keeps the size class of the window in the store as it is resized', async () => {
    fakeApi(...listApi);
    renderAt('/');
    await screen.findByText('Morning Football');
    for (const [width, sizeClass] of [
      [375, 'MOBILE'],
      [800, 'TAB'],
      [1280, 'LG'],
      [1500, 'XL'],
    ] as const) {
      act(() => {
        window.innerWidth = width;
        window.dispatchEvent(new Event('resize'));
      });
      expect(shell().dataset.sizeClass).toBe(sizeClass);
      expect(JSON.parse(localStorage.getItem(SHELL_STORAGE_KEY)!).state.sizeClass).toBe(sizeClass);
    }
  });
});

describe('when a page cannot be loaded', () => {
  it('keeps the shell and the list tabs, says so in one line, and Retry loads the page', async () => {
    let failing = true;
    // The first screen's request: Suggested's first page (its later pages come from the upcoming list).
    fakeApi(
      (call) => (failing && call.path.startsWith('/api/vm/activities/suggested/') ? problem(503, 'UNAVAILABLE', 'down') : undefined),
      ...listApi,
    );
    renderAt('/');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('The server could not answer just now.');
    expect(screen.getByRole('tab', { name: 'Suggested' })).toBeTruthy();
    expect(tabBar()).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    failing = false;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await screen.findByText('Morning Football');
    expect(screen.queryByText('The server could not answer just now.')).toBeNull();
  });
});
