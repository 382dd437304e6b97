import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme, PHONE_MEDIA } from './touchTargets';

describe('touch targets on a phone', () => {
  it.each([
    ['light', lightTheme, defaultLightTheme],
    ['dark', darkTheme, defaultDarkTheme],
  ])('makes the %s theme give icon buttons and buttons 44 px on a phone, keeping the rest of the theme', (_, theme, base) => {
    const components = theme.components as Record<string, { styleOverrides?: { root?: Record<string, unknown> } }>;
    expect(components.MuiIconButton?.styleOverrides?.root?.[PHONE_MEDIA]).toEqual({ minWidth: 44, minHeight: 44 });
    expect(components.MuiButton?.styleOverrides?.root?.[PHONE_MEDIA]).toEqual({ minHeight: 44 });
    // react-admin's own component defaults stay (its Autocomplete, TextField, … overrides).
    for (const name of Object.keys(base.components ?? {}))
      expect(components[name]).toBe((base.components as Record<string, unknown>)[name]);
    // The palette stays react-admin's but for the light theme's app bar colour (themes.spec.ts).
    expect({ ...theme.palette, secondary: undefined }).toEqual({ ...base.palette, secondary: undefined });
  });
});
