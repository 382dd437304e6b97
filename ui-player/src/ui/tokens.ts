import { color } from './theme';

/**
 * The player UI's design tokens: every spacing, type size, radius, colour and shadow a component
 * draws with comes from here (docs/adr/0130-player-ui-design-tokens.md). A raw colour, font size or radius
 * anywhere else in src/ fails ui/tokens.spec.ts. Colours live in the two palettes of ./theme
 * (spec sections 2 and 9: dark by default, light for vm/external paths) and are read through CSS
 * variables, so a theme switch re-renders nothing.
 */
export { color };

/** Spacing on a 4-px grid: space[n] is n × 4 px (padding, margins, gaps). */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  12: '48px',
  16: '64px',
} as const;

export type Space = keyof typeof space;

/** The type scale: six sizes. md is the body text; xs only for badges and tab labels. */
export const fontSize = {
  xs: '12px',
  sm: '14px',
  md: '15px',
  lg: '18px',
  xl: '22px',
  xxl: '32px',
} as const;

export type FontSize = keyof typeof fontSize;

/** Line heights paired with each size: body text reads at 1.5, headings sit tighter. */
export const lineHeight: Record<FontSize, number> = {
  xs: 1.35,
  sm: 1.4,
  md: 1.5,
  lg: 1.3,
  xl: 1.25,
  xxl: 1.1,
};

/** The body's font: system faces, so no web font delays the first screen. */
export const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Four radii: controls (buttons, fields, chips' boxes), cards, sheets, and pills (badges, round buttons, avatars). */
export const radius = {
  sm: '8px',
  md: '12px',
  lg: '16px',
  pill: '999px',
} as const;

export type Radius = keyof typeof radius;

/** Shadows of what floats over the page: a toast, a bottom sheet, a side drawer; and the scrim behind a modal. */
export const shadow = {
  toast: '0 6px 24px rgb(0 0 0 / 0.35)',
  sheet: '0 -8px 32px rgb(0 0 0 / 0.4)',
  drawer: '-8px 0 32px rgb(0 0 0 / 0.35)',
} as const;

export const scrim = 'rgb(0 0 0 / 0.55)';

/** Every control is at least this tall and wide (WCAG 2.5.5, Apple HIG). */
export const TAP_TARGET_PX = 44;

/** A banner under the header is one line, never taller than this (DESIGN.md "Frame"; ui/Banner.tsx). */
export const BANNER_HEIGHT_PX = 48;

/** Widths a page's content keeps to, so lines stay readable on a wide screen. */
export const measure = {
  form: '420px',
  narrow: '520px',
  text: '760px',
  page: '1100px',
} as const;

/**
 * Colours that are not the theme's: the spin wheel's slices (its rewards: spec section 7) and the
 * ink drawn on them. They are the same in both themes; ui/contrast.spec.ts holds the ink on every slice to 4.5:1.
 */
export const wheel = {
  slices: ['#ffd54f', '#81d4fa', '#a5d6a7', '#f48fb1', '#ffab91', '#ce93d8'],
  noPrize: '#cfd8dc',
  ink: '#1a1a1a',
  rim: '#ffffff',
  pointer: '#263238',
} as const;

/** The tokens as CSS custom properties on :root, for plain CSS (ui/ThemeStyles.tsx writes them). */
export const tokenVariables = (): string =>
  [
    ...Object.entries(space).map(([key, value]) => `--space-${key}: ${value};`),
    ...Object.entries(fontSize).map(([key, value]) => `--font-size-${key}: ${value};`),
    ...Object.entries(radius).map(([key, value]) => `--radius-${key}: ${value};`),
    `--tap-target: ${TAP_TARGET_PX}px;`,
  ].join('\n');
