import styled from '@emotion/styled';
import { color } from '../ui/theme';
import { fontSize, radius } from '../ui/tokens';

/** The waitlist's box on the game page: one bordered block under the game's actions. */
export const Panel = styled.section`
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  padding: 12px;
  margin: 12px 0;
  & > h2 {
    font-size: ${fontSize.lg};
    margin: 0 0 6px;
  }
  & p {
    margin: 0 0 8px;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
