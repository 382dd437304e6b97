/** Spec sections 2 and 9: two themes, dark by default; vm-prefixed or 'external' paths force light. */
export interface Palette {
  bg: string;
  surface: string;
  border: string;
  text: string;
  muted: string;
  accent: string;
  accentText: string;
  danger: string;
}

export const palettes = {
  dark: {
    bg: '#0f1216',
    surface: '#181c22',
    border: '#2a3039',
    text: '#e8eaed',
    muted: '#9aa3ad',
    accent: '#3ddc84',
    accentText: '#07140c',
    danger: '#ff6b6b',
  },
  light: {
    bg: '#f5f6f8',
    surface: '#ffffff',
    border: '#d9dde3',
    text: '#1b1f24',
    muted: '#5f6b78',
    // #1a8f4c gave white button text 4.14:1; this green gives 5.4:1 (ui/contrast.spec.ts).
    accent: '#157a40',
    accentText: '#ffffff',
    danger: '#c62828',
  },
} satisfies Record<string, Palette>;

export type ThemeName = keyof typeof palettes;

/**
 * Every pair the components draw text with, as [text token, background token]: buttons (accentText
 * on accent), links and link buttons (accent), errors (danger), secondary text (muted) on the page and
 * on cards, and text on the hover colour (border). ui/contrast.spec.ts holds each to 4.5:1 in both themes.
 */
export const TEXT_PAIRS: readonly (readonly [keyof Palette, keyof Palette])[] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'border'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['accentText', 'accent'],
];

export const themeForPath = (pathname: string): ThemeName =>
  pathname.startsWith('/vm') || pathname.includes('external') ? 'light' : 'dark';

/** Components read colours through CSS variables, so switching theme needs no re-render of them. */
export const color = Object.fromEntries(Object.keys(palettes.dark).map((key) => [key, `var(--color-${key})`])) as Record<
  keyof Palette,
  string
>;
