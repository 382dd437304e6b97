import styled from '@emotion/styled';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { useOnline } from './online';
import { OFFLINE_WORDS } from './OfflineBanner';
import { useAppUpdate } from './updateStore';

/** One line, never taller than 48 px (DESIGN.md "Frame"), like the profile banner. */
const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 48px;
  padding: 0 4px 0 16px;
  border-bottom: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  font-size: 14px;
  & > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Action = styled.button`
  flex: none;
  height: ${TAP_TARGET_PX}px;
  padding: 0 12px;
  border: none;
  background: none;
  color: ${color.accent};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Close = styled.button`
  flex: none;
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${color.text};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
`;

/**
 * Under the header: offline, the pages show what the service worker kept of them (DESIGN.md
 * "Offline"); its close button hides it until the network goes again. Once the network is back
 * it goes by itself and the page's data is loaded afresh. Online, a new version of the app that
 * waits is offered here too, with Reload. Loaded by ./OfflineBanner only when one of the two is due.
 */
export function OfflineLine() {
  const online = useOnline();
  const router = useRouter();
  const apply = useAppUpdate((s) => s.apply);
  const [closed, setClosed] = useState(false);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void router.invalidate();
    if (!online) setClosed(false);
    wasOnline.current = online;
  }, [online, router]);
  if (!online) {
    if (closed) return null;
    return (
      <Line role="status" data-testid="offline-banner">
        <span>{OFFLINE_WORDS}</span>
        <Close type="button" aria-label="Close" title="Close" onClick={() => setClosed(true)}>
          ×
        </Close>
      </Line>
    );
  }
  if (!apply) return null;
  return (
    <Line role="status">
      <span>A new version of the app is ready</span>
      <Action type="button" onClick={apply}>
        Reload
      </Action>
    </Line>
  );
}
