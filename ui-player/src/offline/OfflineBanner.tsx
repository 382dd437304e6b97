import styled from '@emotion/styled';
import { color } from '../ui/theme';
import { useOnline } from './online';
import { useAppUpdate } from './updateStore';

export const OFFLINE_WORDS = 'You are offline: showing what you saw last';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 36px;
  max-height: 48px;
  padding: 4px 16px;
  border-bottom: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  font-size: 0.875rem;
  & > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Reload = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 12px;
  border: none;
  background: none;
  color: ${color.accent};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/**
 * One line under the header (DESIGN.md "Frame": never taller than 48 px): offline, the pages show
 * what the service worker kept of them; once a new version of the app waits, an offer to reload
 * into it. It goes once the network is back (the browser's online event).
 */
export function OfflineBanner() {
  const online = useOnline();
  const apply = useAppUpdate((s) => s.apply);
  if (!online) {
    return (
      <Line role="status" data-testid="offline-banner">
        <span>{OFFLINE_WORDS}</span>
      </Line>
    );
  }
  if (!apply) return null;
  return (
    <Line role="status">
      <span>A new version of the app is ready</span>
      <Reload type="button" onClick={apply}>
        Reload
      </Reload>
    </Line>
  );
}
