import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST, contrastRatio } from './contrast';
import { TEXT_PAIRS, palettes, type ThemeName } from './theme';
import { wheel } from './tokens';

describe('WCAG contrast ratio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1a8f4c', '#1a8f4c')).toBe(1);
  });

  it('matches the figure that was measured for the old light button (4.14:1)', () => {
    expect(contrastRatio('#ffffff', '#1a8f4c')).toBeCloseTo(4.14, 2);
  });

  it('refuses a colour that is not #rrggbb rather than guessing', () => {
    expect(() => contrastRatio('green', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('text contrast of both themes (at least 4.5:1)', () => {
  const themes = Object.keys(palettes) as ThemeName[];
  it.each(themes.flatMap((theme) => TEXT_PAIRS.map(([text, background]) => [theme, text, background] as const)))(
    '%s: %s on %s',
    (theme, text, background) => {
      const palette = palettes[theme];
      expect(contrastRatio(palette[text], palette[background])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );
});

describe('text contrast of the spin wheel (ui/tokens.ts wheel: the same in both themes)', () => {
  it.each([...wheel.slices, wheel.noPrize])('ink on slice %s', (slice) => {
    expect(contrastRatio(wheel.ink, slice)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
