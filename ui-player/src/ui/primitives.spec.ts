// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import styled from '@emotion/styled';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterRulesOf } from '../test/css';
import { Button, Input, LinkButton, Select, TAP_TARGET_PX, tapArea } from './primitives';

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

describe('the shared fields', () => {
  it('makes every text field and select as tall as a tap target, so no screen needs its own override', () => {
    render(
      createElement(
        'div',
        null,
        createElement(Input, { 'aria-label': 'Team name' }),
        createElement(Select, { 'aria-label': 'Sport' }, createElement('option', null, 'Football')),
      ),
    );
    expect(getComputedStyle(screen.getByRole('textbox', { name: 'Team name' })).minHeight).toBe('44px');
    expect(getComputedStyle(screen.getByRole('combobox', { name: 'Sport' })).minHeight).toBe('44px');
  });
});

describe('the invisible tap area', () => {
  it('centres a hit area of at least 44 × 44 px on a control drawn smaller (a 34 px chip), without drawing it', () => {
    const Chip = styled.button`
      ${tapArea};
      height: 34px;
    `;
    render(createElement(Chip, { type: 'button' }, 'Filters'));
    const chip = screen.getByRole('button', { name: 'Filters' });
    expect(getComputedStyle(chip).position).toBe('relative');
    const [area] = afterRulesOf(chip);
    expect(area).toContain("content:''");
    expect(area).toContain('position:absolute');
    expect(area).toContain('width:max(100%, 44px)');
    expect(area).toContain('height:max(100%, 44px)');
    expect(area).toContain('transform:translate(-50%, -50%)');
    expect(area).not.toMatch(/background|border/);
  });
});
