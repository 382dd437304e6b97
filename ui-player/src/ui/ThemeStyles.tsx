import { Global, css } from '@emotion/react';
import { palettes, type ThemeName } from './theme';

const variables = (theme: ThemeName) =>
  Object.entries(palettes[theme])
    .map(([key, value]) => `--color-${key}: ${value};`)
    .join('\n');

/** Global base styles plus the colour variables of the active theme. */
export function ThemeStyles({ theme }: { theme: ThemeName }) {
  return (
    <Global
      styles={css`
        :root {
          ${variables(theme)}
          color-scheme: ${theme};
        }
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        body {
          margin: 0;
          background: var(--color-bg);
          color: var(--color-text);
          font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
        }
        a {
          color: inherit;
        }
      `}
    />
  );
}
