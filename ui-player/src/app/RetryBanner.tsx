import styled from '@emotion/styled';
import { color } from '../ui/theme';
import { radius } from '../ui/tokens';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px 12px;
  min-height: 44px;
  max-height: 48px;
  padding: 4px 6px 4px 12px;
  margin-bottom: 12px;
  border: 1px solid ${color.danger};
  border-radius: ${radius.sm};
  background: ${color.surface};
  & > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Retry = styled.button`
  flex: none;
  padding: 6px 12px;
  border: 1px solid ${color.accent};
  border-radius: ${radius.sm};
  background: ${color.accent};
  color: ${color.accentText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
  }
`;

/** One line with the words and a Retry (never taller than 48 px, DESIGN.md "Frame"). */
export function RetryBanner({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Bar role="alert" data-testid="retry-banner">
      <span>{message}</span>
      <Retry type="button" disabled={retrying} aria-busy={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Retry>
    </Bar>
  );
}
