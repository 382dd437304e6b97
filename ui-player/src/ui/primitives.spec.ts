// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, LinkButton, TAP_TARGET_PX } from './primitives';

afterEach(cleanup);

/** WCAG 2.5.5 and Apple's HIG: a tap target of at least 44 × 44 px, set once where every button gets its look. */
describe('the shared button style', () => {
  it.each(['primary', 'ghost'] as const)('gives a %s button a 44 px tap target, its label centred', (variant) => {
    render(createElement(Button, { variant }, 'Join'));
    const style = getComputedStyle(screen.getByRole('button', { name: 'Join' }));
    expect(TAP_TARGET_PX).toBe(44);
    expect(style.minHeight).toBe('44px');
    expect(style.minWidth).toBe('44px');
    expect(style.alignItems).toBe('center');
    // Never wider than its row on a 375 px phone.
    expect(style.maxWidth).toBe('100%');
  });
});

describe('the shared link-looking button', () => {
  it('has the same 44 px tall tap target', () => {
    render(createElement(LinkButton, { type: 'button' }, 'Resend code'));
    expect(getComputedStyle(screen.getByRole('button', { name: 'Resend code' })).minHeight).toBe('44px');
  });
});
