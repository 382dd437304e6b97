import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { toast } from '../ui/toast/store';
import { LAYER } from '../ui/layers';
import { color } from '../ui/theme';
import { fetchPushKey } from './api';
import { notNow, PUSH_QUESTIONS, usePushOffer } from './offer';
import { subscribeThisDevice } from './subscribe';

const Line = styled.div`
  position: fixed;
  top: calc(env(safe-area-inset-top, 0px) + 8px);
  left: 50%;
  transform: translateX(-50%);
  width: min(480px, calc(100vw - 16px));
  display: flex;
  align-items: center;
  gap: 4px;
  max-height: 48px;
  padding: 0 4px 0 12px;
  border: 1px solid ${color.border};
  border-radius: 12px;
  background: ${color.surface};
  color: ${color.text};
  font-size: 0.875rem;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.25);
  z-index: ${LAYER.toast};
  & > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Choice = styled.button<{ primary?: boolean }>`
  flex: none;
  min-height: 44px;
  min-width: 44px;
  padding: 0 8px;
  border: none;
  background: none;
  color: ${(p) => (p.primary ? color.accent : color.muted)};
  font: inherit;
  font-weight: ${(p) => (p.primary ? 700 : 500)};
  cursor: pointer;
`;

/**
 * The one-line question after a join, a request or the waitlist (offer.ts): Allow asks the
 * browser, then subscribes this device; Not now is remembered for two weeks. Shown only when the
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
    <Line role="dialog" aria-label="Notifications on this device">
      <span>{PUSH_QUESTIONS[reason]}</span>
      <Choice type="button" primary onClick={allow}>
        Allow
      </Choice>
      <Choice type="button" onClick={() => notNow()}>
        Not now
      </Choice>
    </Line>
  );
}
