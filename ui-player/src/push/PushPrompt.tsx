import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { toast } from '../ui/toast/store';
import { HEADER_HEIGHT } from '../app/layout';
import { LAYER } from '../ui/layers';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { fetchPushKey } from './api';
import { notNow, PUSH_QUESTIONS, usePushOffer } from './offer';
import { subscribeThisDevice } from './subscribe';

/**
 * One line in the page's flow under the header, never taller than 48 px, words, an action and a
 * close button like the other banners (DESIGN.md "Frame"). Drawn over the top of the screen it hid
 * the header's back button. Sticky under the header, so a Join tapped in the bottom action bar of a
 * scrolled page still shows the question.
 */
const Line = styled.div`
  position: sticky;
  top: ${HEADER_HEIGHT}px;
  z-index: ${LAYER.frame};
  display: flex;
  align-items: center;
  gap: 4px;
  height: 48px;
  padding: 0 4px 0 16px;
  border-bottom: 1px solid ${color.accent};
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

const Allow = styled.button`
  flex: none;
  height: ${TAP_TARGET_PX}px;
  min-width: ${TAP_TARGET_PX}px;
  padding: 0 6px;
  border: none;
  border-radius: 8px;
  background: none;
  color: ${color.accent};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
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
 * The one-line question after a join, a request or the waitlist (offer.ts): Allow asks the
 * browser, then subscribes this device; its close button, "Not now", is remembered for two weeks. Shown only when the
 * server sends pushes (its public key answers).
 */
export function PushPrompt() {
  const reason = usePushOffer((s) => s.reason);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    if (!reason || enabled !== null) return;
    void fetchPushKey()
      .then((key) => setEnabled(key !== null))
      .catch(() => setEnabled(false));
  }, [reason, enabled]);
  if (!reason || !enabled) return null;
  const allow = () => {
    usePushOffer.setState({ reason: null });
    void subscribeThisDevice()
      .then((on) => on && toast('success', 'Buzzes on for this device'))
      .catch(() => toast('error', 'Could not turn on buzzes', 'Try again from Settings › Notifications.'));
  };
  return (
    <Line role="region" aria-label="Notifications on this device">
      <span>{PUSH_QUESTIONS[reason]}</span>
      <Allow type="button" onClick={allow}>
        Allow
      </Allow>
      <Close type="button" aria-label="Not now" title="Not now" onClick={() => notNow()}>
        ×
      </Close>
    </Line>
  );
}
