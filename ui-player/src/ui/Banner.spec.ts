// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner, BannerAction } from './Banner';

afterEach(cleanup);

/** DESIGN.md "Frame": the one-line banner the offline line, the push offer and the profile nudge share. */
describe('Banner', () => {
  it('reads as its role and name: words, then the action, then a close button named by its words', () => {
    const close = vi.fn();
    const allow = vi.fn();
    const action = createElement(BannerAction, { type: 'button', onClick: allow }, 'Allow');
    render(
      createElement(Banner, {
        role: 'region',
        label: 'Notifications on this device',
        words: 'Buzz me when it changes?',
        action,
        onClose: close,
        closeLabel: 'Not now',
      }),
    );
    const banner = screen.getByRole('region', { name: 'Notifications on this device' });
    expect([...banner.children].map((c) => c.textContent)).toEqual(['Buzz me when it changes?', 'Allow', '×']);
    const notNow = within(banner).getByRole('button', { name: 'Not now' });
    expect(notNow.getAttribute('title')).toBe('Not now');
    fireEvent.click(within(banner).getByRole('button', { name: 'Allow' }));
    fireEvent.click(notNow);
    expect([allow.mock.calls.length, close.mock.calls.length]).toEqual([1, 1]);
  });

  it('has no close button without onClose, and carries its test id', () => {
    render(createElement(Banner, { role: 'status', tone: 'plain', words: 'A new version of the app is ready', testId: 'update-line' }));
    const line = screen.getByRole('status');
    expect(line.getAttribute('data-testid')).toBe('update-line');
    expect(within(line).queryByRole('button')).toBeNull();
  });
});
