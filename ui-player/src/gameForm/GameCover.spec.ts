// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameCover } from './GameCover';

afterEach(cleanup);

describe('the cover video link', () => {
  it('is a 44 px tall tap target (UX review at 375 px: it was 23 px)', () => {
    render(
      createElement(GameCover, {
        game: { name: 'Morning Football', coverImageorVideo: { type: 'video', url: 'https://example.org/v' } },
      }),
    );
    expect(getComputedStyle(screen.getByRole('link', { name: '▶ Watch the video' })).minHeight).toBe('44px');
  });
});
