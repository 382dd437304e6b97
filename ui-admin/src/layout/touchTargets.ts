import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Below Material UI's `sm` breakpoint: the phone layout (375 px first). */
export const PHONE_MEDIA = '@media (max-width:599.95px)';
/** The smallest target a finger hits reliably (WCAG 2.5.5, Apple's 44 pt). */
export const TOUCH_TARGET_PX = 44;

/**
 * react-admin's themes with targets of at least 44 px on a phone: the app bar's icon buttons
 * (menu, theme, refresh, profile) and the pager's arrows were 40 px, a page's actions ('Resolve',
 * 'Ratings of this game') 31–37 px tall. Wider screens keep Material UI's density.
 */
const withTouchTargets = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  components: {
    ...theme.components,
    MuiIconButton: { styleOverrides: { root: { [PHONE_MEDIA]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } } } },
    MuiButton: { styleOverrides: { root: { [PHONE_MEDIA]: { minHeight: TOUCH_TARGET_PX } } } },
  },
});

/**
 * The app bar is the light theme's `secondary` colour with white text: react-admin's #2196f3 gave
 * the title 3.1:1, under the 4.5:1 WCAG asks of text. Material's blue 800 keeps the hue at 5.7:1;
 * secondary buttons and chips get the darker blue too (themes.spec.ts measures it).
 */
export const READABLE_SECONDARY = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' } as const;
const withReadableAppBar = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  palette: { ...theme.palette, secondary: READABLE_SECONDARY },
});

export const lightTheme = withTouchTargets(withReadableAppBar(defaultLightTheme));
export const darkTheme = withTouchTargets(defaultDarkTheme);
