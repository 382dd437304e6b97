import styled from '@emotion/styled';
import { Input as FieldInput } from '../ui/primitives';
import { color } from '../ui/theme';
import { fontSize, radius } from '../ui/tokens';

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

export const Checkbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  & > input:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
  }
`;

/** The booking screens' text and number fields: the app's field (44 px tall, ui/primitives). */
export const Input = FieldInput;
