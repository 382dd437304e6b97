// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterRulesOf } from '../test/css';
import { Switch } from './controls';
import { Drawer } from './Drawer';

afterEach(cleanup);

/** UX review at 375 px: the drawer's back arrow was 36 px, the 'Raise a Dispute' switch 24 px tall. */
describe("the rating drawer's tap targets", () => {
  it("gives the back arrow a 44 × 44 px hit area, drawn 36 px round as before", () => {
    render(createElement(Drawer, { title: 'Rating', backLabel: 'Back to the game', onBack: () => undefined, onDismiss: () => undefined, children: 'body' }));
    const back = screen.getByRole('button', { name: 'Back to the game' });
    expect(getComputedStyle(back).width).toBe('36px');
    expect(afterRulesOf(back).join(';')).toContain('height:max(100%, 44px)');
  });

  it("makes the whole 'Raise a Dispute' row 44 px tall", () => {
    render(createElement(Switch, { label: 'Raise a Dispute', checked: false, onChange: () => undefined }));
    expect(getComputedStyle(screen.getByRole('switch', { name: 'Raise a Dispute' })).minHeight).toBe('44px');
  });
});
