import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './touchTargets';

/** WCAG 2.1's 1.4.3: normal text needs 4.5:1 against its background. */
const AA_TEXT = 4.5;

/**
 * The title bar's text on its background, as react-admin's AppBar paints it (color="secondary"):
 * in the light theme the secondary colour with its contrast text; in the dark theme Material UI
 * paints app bars as a paper surface with the primary text colour.
 */
describe('the title bar is readable', () => {
  it("gives the light theme app bar text at least 4.5:1 (react-admin's #2196f3 gave 3.1:1)", () => {
    const { palette } = createTheme(lightTheme);
    const ratio = getContrastRatio(palette.secondary.contrastText, palette.secondary.main);
    expect(ratio).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio('#fff', '#2196f3')).toBeLessThan(AA_TEXT);
  });

  it('gives the dark theme app bar text at least 4.5:1', () => {
    const { palette } = createTheme(darkTheme);
    expect(getContrastRatio(palette.text.primary, palette.background.paper)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
