import styled from '@emotion/styled';
import { LAYER } from './layers';
import { mediaFrom } from './sizeClass';
import { color } from './theme';

/** What dims the frame under a sheet that asks something (ui/layers.ts): only one asks at a time. */
export const SheetBackdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 0.55);
  z-index: ${LAYER.promptBackdrop};
`;

/**
 * Spec section 2's shape for a question put to the player: a bottom sheet below 768 px (clear of
 * the phone's home bar, scrolling inside when taller than the screen), a centred dialog from 768 up.
 * The review prompt and the confirmations (ConfirmSheet) share it.
 */
export const BottomSheet = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${LAYER.prompt};
  box-sizing: border-box;
  max-height: 90vh;
  overflow-y: auto;
  padding: 20px 16px calc(20px + env(safe-area-inset-bottom, 0px));
  background: ${color.surface};
  color: ${color.text};
  border-radius: 16px 16px 0 0;
  border: 1px solid ${color.border};
  box-shadow: 0 -8px 32px rgb(0 0 0 / 0.4);
  overflow-wrap: anywhere;
  & > h2 {
    margin: 0 0 10px;
    font-size: 18px;
  }
  ${mediaFrom.TAB} {
    left: 50%;
    right: auto;
    bottom: auto;
    top: 50%;
    width: 440px;
    transform: translate(-50%, -50%);
    border-radius: 16px;
  }
`;
