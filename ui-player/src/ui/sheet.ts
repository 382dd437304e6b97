import styled from '@emotion/styled';
import { LAYER } from './layers';
import { mediaFrom } from './sizeClass';
import { color } from './theme';
import { fontSize, radius, scrim, shadow } from './tokens';

/** What dims the frame under a sheet that asks something (ui/layers.ts): only one asks at a time. */
export const SheetBackdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${scrim};
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
  border-radius: ${radius.lg} ${radius.lg} 0 0;
  border: 1px solid ${color.border};
  box-shadow: ${shadow.sheet};
  overflow-wrap: anywhere;
  & > h2 {
    margin: 0 0 10px;
    font-size: ${fontSize.lg};
  }
  ${mediaFrom.TAB} {
    left: 50%;
    right: auto;
    bottom: auto;
    top: 50%;
    width: 440px;
    transform: translate(-50%, -50%);
    border-radius: ${radius.lg};
  }
`;
