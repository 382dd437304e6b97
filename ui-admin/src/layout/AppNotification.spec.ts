// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement as h } from 'react';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNotification } from './AppNotification';

/** A phone (375 px) matches Material UI's down('sm') max-width query; a desktop does not. */
const screenOf = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));

function RefusedSave() {
  const notify = useNotify();
  return h('button', { onClick: () => notify('The venue is closed that day', { type: 'error' }) }, 'Save');
}

async function snackbarAfterRefusedSave(): Promise<HTMLElement> {
  render(h(AdminContext, null, h(RefusedSave), h(AppNotification)));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const message = await screen.findByText('The venue is closed that day', {}, { timeout: 10_000 });
  return message.closest('.MuiSnackbar-root') as HTMLElement;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('notifications after a refused save (UX review at 375 px)', () => {
  it('show at the top on a phone, clear of the sticky Save toolbar at the bottom', async () => {
    screenOf(true);
    const snackbar = await snackbarAfterRefusedSave();
    expect(snackbar.className).toContain('MuiSnackbar-anchorOriginTopCenter');
    expect(snackbar.className).not.toMatch(/anchorOriginBottom/);
  }, 30_000);

  it('keep react-admin’s bottom placement on a wide screen', async () => {
    screenOf(false);
    const snackbar = await snackbarAfterRefusedSave();
    expect(snackbar.className).toContain('MuiSnackbar-anchorOriginBottomCenter');
  }, 30_000);
});
