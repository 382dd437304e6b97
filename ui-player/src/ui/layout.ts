import styled from '@emotion/styled';
import { color, fontSize, lineHeight, space, type FontSize, type Space } from './tokens';

/**
 * The layouts screens repeat, on the token scale (ui/tokens.ts), so a screen is put together from
 * named pieces rather than inline `style={{…}}` (ui-player/README.md, "Making a screen").
 */

/** Children one under another, `gap` steps of the spacing scale apart (default 16 px). */
export const Stack = styled.div<{ gap?: Space }>`
  display: grid;
  gap: ${({ gap = 4 }) => space[gap]};
`;

/** Children side by side, wrapping on a narrow screen unless `nowrap`; `spread` pushes the first and last apart. */
export const Cluster = styled.div<{ gap?: Space; spread?: boolean; nowrap?: boolean; align?: 'start' | 'center' | 'end' }>`
  display: flex;
  flex-wrap: ${({ nowrap }) => (nowrap ? 'nowrap' : 'wrap')};
  gap: ${({ gap = 3 }) => space[gap]};
  align-items: ${({ align = 'center' }) => align};
  justify-content: ${({ spread }) => (spread ? 'space-between' : 'flex-start')};
`;

/** A list drawn as rows without bullets or indent (games, people, sports). */
export const PlainList = styled.ul<{ gap?: Space }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ gap = 2 }) => space[gap]};
`;

/** A fieldset that only groups (its legend names the group) and draws no box of its own. */
export const PlainFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

/** A fieldset's name, read as a label above its choices. */
export const Legend = styled.legend`
  padding: 0;
  font-weight: 600;
  margin-bottom: ${space[2]};
`;

/** A card's heading, flush with the card's top edge; `size` sets it on the type scale, else the heading's own size. */
export const CardTitle = styled('h2', { shouldForwardProp: (prop) => prop !== 'size' })<{ size?: FontSize }>`
  margin-top: 0;
  ${({ size }) => (size ? `font-size: ${fontSize[size]}; line-height: ${lineHeight[size]};` : '')}
`;

/** A paragraph without the browser's margins: `above` steps of the spacing scale from what precedes it (default none). */
export const Flush = styled.p<{ above?: Space }>`
  margin: ${({ above = 0 }) => space[above]} 0 0;
`;

/** A secondary line under a heading or a value: a muted Flush paragraph. */
export const Note = styled(Flush)`
  color: ${color.muted};
`;

/** Label and value pairs in two columns (a dl): the labels as wide as the longest, the values take the rest. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[1]} ${space[3]};
  margin: 0;
  & > dd {
    margin: 0;
  }
`;
