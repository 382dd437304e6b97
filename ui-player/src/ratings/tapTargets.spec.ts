// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Switch } from './controls';
import { Drawer } from './Drawer';

afterEach(cleanup);

/** UX review at 375 px: the drawer's back arrow was 36 px, the 'Raise a Dispute' switch 24 px tall. */
describe("the rating drawer's tap targets", () => {
  it('draws the back arrow 44 × 44 px, as big as it is tapped (the walk at 375 px measured 36)', () => {
    render(
      createElement(Drawer, {
        title: 'Rating',
        backLabel: 'Back to the game',
        onBack: () => undefined,
        onDismiss: () => undefined,
        children: 'body',
      }),
    );
    const back = getComputedStyle(screen.getByRole('button', { name: 'Back to the game' }));
    expect([back.width, back.height]).toEqual(['44px', '44px']);
  });

  it("makes the whole 'Raise a Dispute' row 44 px tall", () => {
    render(createElement(Switch, { label: 'Raise a Dispute', checked: false, onChange: () => undefined }));
    expect(getComputedStyle(screen.getByRole('switch', { name: 'Raise a Dispute' })).minHeight).toBe('44px');
  });
});
