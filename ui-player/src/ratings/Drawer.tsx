import styled from '@emotion/styled';
import { useEffect, useRef, type ReactNode } from 'react';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { useFocusTrap } from './useFocusTrap';
import { LAYER } from '../ui/layers';
import { fontSize, radius, scrim, shadow } from '../ui/tokens';

/** Spec sections 2 and 9: the rating panel is 500px wide from 768 up, full width below. */
export const PANEL_WIDTH_PX = 500;
export const TAB_MIN_WIDTH_PX = 768;

/** Over the frame and the review prompt, under toasts: ui/layers.ts. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${scrim};
  z-index: ${LAYER.panelBackdrop};
`;

const Panel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: 100%;
  display: flex;
  flex-direction: column;
  background: ${color.surface};
  color: ${color.text};
  border-left: 1px solid ${color.border};
  box-shadow: ${shadow.drawer};
  z-index: ${LAYER.panel};
  @media (min-width: ${TAB_MIN_WIDTH_PX}px) {
    width: ${PANEL_WIDTH_PX}px;
  }
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border-bottom: 1px solid ${color.border};
  & > h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
`;

/** A 44 × 44 px circle, drawn as big as it is tapped (the walk at 375 px measured 36). */
const BackArrow = styled.button`
  flex: none;
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.text};
  font-size: ${fontSize.lg};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 16px;
`;

/**
 * A right-hand drawer with a title and a back arrow; the backdrop closes. A modal dialog
 * (WAI-ARIA): focus is trapped inside, Escape closes it, and focus returns to the opener.
 */
export function Drawer({
  title,
  step = '',
  onBack,
  onDismiss,
  backLabel,
  children,
}: {
  title: string;
  step?: string;
  onBack: () => void;
  onDismiss: () => void;
  backLabel: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, true, onDismiss);
  useFocusKeptIn(panel, step);
  return (
    <>
      <Backdrop data-testid="rating-backdrop" onClick={onDismiss} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} data-testid="rating-panel">
        <Head>
          <BackArrow type="button" aria-label={backLabel} onClick={onBack}>
            ←
          </BackArrow>
          <h2>{title}</h2>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </>
  );
}

/**
 * A step's buttons go when the next step shows ('Rate host' opens the hosts, a host opens the
 * form): the focus fell out of the dialog to the page under it, so Tab started over outside and a
 * screen reader lost its place. When the focus is lost that way, the panel takes it back.
 */
function useFocusKeptIn(panel: { current: HTMLElement | null }, step: string) {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const at = document.activeElement;
    if (at === null || at === document.body) panel.current?.focus();
  }, [panel, step]);
}
