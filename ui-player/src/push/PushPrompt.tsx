import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { toast } from '../ui/toast/store';
import { HEADER_HEIGHT } from '../app/layout';
import { LAYER } from '../ui/layers';
import { Banner, BannerAction } from '../ui/Banner';
import { fetchPushKey } from './api';
import { notNow, PUSH_QUESTIONS, usePushOffer } from './offer';
import { subscribeThisDevice } from './subscribe';

/**
 * The one-line banner under the header (DESIGN.md "Frame"): drawn over the top of the screen it hid
 * the header's back button. Fixed there, over the page: it comes a moment after a tap (a Join), and
 * in the page's flow it pushed the page down under the player's next tap
 * (docs/adr/0136-pages-that-hold-still.md, "Bars that come late"). A Join tapped in the
 * bottom action bar of a scrolled page still shows the question.
 */
const Line = styled(Banner)`
  position: fixed;
  top: ${HEADER_HEIGHT}px;
  left: 0;
  right: 0;
  z-index: ${LAYER.frame};
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
    <Line
      role="region"
      label="Notifications on this device"
      words={PUSH_QUESTIONS[reason]}
      action={
        <BannerAction type="button" onClick={allow}>
          Allow
        </BannerAction>
      }
      onClose={() => notNow()}
      closeLabel="Not now"
    />
  );
}
