import { Global, css } from '@emotion/react';
import { palettes, type ThemeName } from './theme';
import { fontFamily, fontSize, lineHeight, tokenVariables } from './tokens';

const variables = (theme: ThemeName) =>
  Object.entries(palettes[theme])
    .map(([key, value]) => `--color-${key}: ${value};`)
    .join('\n');

/** Global base styles plus the colour variables of the active theme and the tokens as CSS variables (ui/tokens.ts); `extra` is the shell's own global rules. */
export function ThemeStyles({ theme, extra = '' }: { theme: ThemeName; extra?: string }) {
  return (
    <Global
      styles={css`
        :root {
          ${variables(theme)}
          ${tokenVariables()}
          color-scheme: ${theme};
          -webkit-text-size-adjust: 100%;
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
          font: ${fontSize.md}/${lineHeight.md} ${fontFamily};
          /* Words wrap whole; only a string longer than its line (a link, a code) may break inside. */
          overflow-wrap: break-word;
          hyphens: manual;
        }
        a {
          color: inherit;
        }
        img,
        video {
          max-width: 100%;
        }
        /* A field a form refused is marked by colour as well as by its message. */
        input[aria-invalid='true'],
        select[aria-invalid='true'],
        textarea[aria-invalid='true'] {
          border-color: var(--color-danger);
        }
        /* The skip link's target, and a new page's heading (app/usePageFocus.ts), take the focus without a ring: neither is a control. */
        main:focus,
        main h1:focus {
          outline: none;
        }
        ${extra}
      `}
    />
  );
}
