import styled from '@emotion/styled';
import { Input as FieldInput } from '../ui/primitives';
import { color } from '../ui/theme';
import { TAP_TARGET_PX, fontSize, radius, space } from '../ui/tokens';

/** Layout pieces the booking screens share. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

export const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${fontSize.xl};
`;

export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-weight: 600;
`;

/** Two columns of figures: a label on the left, money right-aligned. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 16px;
  margin: 0;
  & > dt {
    color: ${color.muted};
  }
  & > dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Notice = styled.div<{ tone?: 'danger' | 'accent' }>`
  border-left: 4px solid ${({ tone = 'accent' }) => (tone === 'danger' ? color.danger : color.accent)};
  padding: 8px 12px;
  background: ${color.bg};
  border-radius: ${radius.sm};
`;

/**
 * One radio or checkbox with its words: the whole label, input inside, is the tap target, drawn 44 px
 * tall (TAP_TARGET_PX; docs/adr/0094-phone-walk-ergonomics.md), so a thumb on a 375 px phone need not
 * find a 13 px box. The box itself is 18 px, in the accent colour; the padding stays on the sides only,
 * so a row of choices on a desktop is one 44 px line, not a stack of padded pills.
 */
export const Checkbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${TAP_TARGET_PX}px;
  padding-right: ${space[1]};
  cursor: pointer;
  & > input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${color.accent};
    cursor: pointer;
  }
  & > input:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
  }
`;

/** A row of Checkbox choices: side by side, wrapping on a phone with no gap between lines (each is already 44 px tall). */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${space[4]};
`;

/** The booking screens' text and number fields: the app's field (44 px tall, ui/primitives). */
export const Input = FieldInput;
