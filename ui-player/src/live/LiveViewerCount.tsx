import styled from '@emotion/styled';
import { color } from '../ui/theme';
import { useThrottledRefetch } from './useGameChanges';
import { useLiveViewers } from './useLiveViewers';
import { fontSize, radius } from '../ui/tokens';

const Badge = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 4px 0 0;
  font-size: ${fontSize.sm};
  color: ${color.muted};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${radius.pill};
    background: ${color.accent};
  }
  &[data-count='0']::before {
    background: ${color.border};
  }
`;

export const liveViewersText = (count: number) => `${count} live ${count === 1 ? 'viewer' : 'viewers'}`;

/**
 * The game's live viewer count; this page counts as one of them while it is open. The same
 * stream tells when the game changed (someone joined or left...), and the page's data is then
 * reloaded, so the detail is current without a reload. Shown only before the game ends.
 */
export function LiveViewerCount({ activityId, over = false }: { activityId: string; over?: boolean }) {
  const refetch = useThrottledRefetch();
  const count = useLiveViewers(activityId, refetch);
  // A game that is over has no one to watch it live: the stream still reloads the page on a change (ratings), the count goes.
  if (over) return null;
  return (
    <Badge role="status" aria-live="polite" data-count={count} data-testid="live-viewers">
      {liveViewersText(count)}
    </Badge>
  );
}
