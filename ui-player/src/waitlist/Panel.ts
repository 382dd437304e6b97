import styled from '@emotion/styled';
import { color } from '../ui/theme';

/** The waitlist's box on the game page: one bordered block under the game's actions. */
export const Panel = styled.section`
  border: 1px solid ${color.border};
  border-radius: 8px;
  padding: 12px;
  margin: 12px 0;
  & > h2 {
    font-size: 1rem;
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
