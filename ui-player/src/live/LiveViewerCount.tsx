import styled from '@emotion/styled';
import { color } from '../ui/theme';
import { useLiveViewers } from './useLiveViewers';

const Badge = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 4px 0 0;
  font-size: 14px;
  color: ${color.muted};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${color.accent};
  }
  &[data-count='0']::before {
    background: ${color.border};
  }
`;

export const liveViewersText = (count: number) => `${count} live ${count === 1 ? 'viewer' : 'viewers'}`;

/** The game's live viewer count; this page counts as one of them while it is open. */
export function LiveViewerCount({ activityId }: { activityId: string }) {
  const count = useLiveViewers(activityId);
  return (
    <Badge role="status" aria-live="polite" data-count={count} data-testid="live-viewers">
      {liveViewersText(count)}
    </Badge>
  );
}

/** Mount beside a game's detail: refetches it when it changes on the server. */
export { useRefetchOnGameChange } from './useGameChanges';
