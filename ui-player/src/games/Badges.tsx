import styled from '@emotion/styled';
import { color } from '../ui/theme';
import type { Badge } from './badges';
import { fontSize, radius } from '../ui/tokens';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ tone: Badge['tone'] }>`
  border: 1px solid ${({ tone }) => (tone === 'warn' ? color.danger : tone === 'mine' ? color.accent : color.border)};
  color: ${({ tone }) => (tone === 'warn' ? color.danger : tone === 'mine' ? color.accent : color.text)};
  border-radius: ${radius.pill};
  padding: 0 8px;
  font-size: ${fontSize.xs};
  font-weight: 600;
  line-height: 20px;
  white-space: nowrap;
`;

export function Badges({ badges }: { badges: readonly Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <List aria-label="Badges">
      {badges.map((b) => (
        <Item key={b.text} tone={b.tone}>
          {b.text}
        </Item>
      ))}
    </List>
  );
}
