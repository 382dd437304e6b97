import styled from '@emotion/styled';
import { color } from '../ui/theme';
import { fontSize, radius } from '../ui/tokens';

export const Tag = styled.span`
  display: inline-block;
  margin-left: 6px;
  padding: 2px 10px;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.accentText};
  font-size: ${fontSize.sm};
  font-weight: 700;
  vertical-align: middle;
`;

export const Grid = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 1024px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  & th,
  & td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${color.border};
  }
  & th {
    color: ${color.muted};
    font-weight: 600;
  }
`;

/** Wide tables scroll inside their card at 375 px instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;
