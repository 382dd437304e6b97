import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../ratings/useFocusTrap';
import { Button } from './primitives';
import { BottomSheet, SheetBackdrop } from './sheet';
import { color } from './theme';

const Body = styled.div`
  display: grid;
  gap: 6px;
  line-height: 1.4;
  & p {
    margin: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
  & > button {
    flex: 1 1 140px;
  }
`;

/** The one that cannot be undone reads as such: the danger colour on the surface (a pair contrast.ts checks). */
const Destructive = styled(Button)`
  background: transparent;
  border-color: ${color.danger};
  color: ${color.danger};
`;

export interface ConfirmSheetProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: both buttons wait, the backdrop and Escape do nothing. */
  busy?: boolean;
}

/**
 * The app's own "are you sure?" (a phone app never shows the browser's confirm box): a modal
 * alert dialog (WAI-ARIA) that takes the focus on its safe button, keeps Tab inside, and closes on
 * Escape or a tap outside; the focus goes back to the control that opened it.
 */
export function ConfirmSheet({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmSheetProps) {
  const sheet = useRef<HTMLElement>(null);
  const id = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  useFocusTrap(sheet, true, cancel);
  // After the trap has noted the opener (an autoFocus would move the focus first and lose it), the safe button.
  const safe = useRef<HTMLButtonElement>(null);
  useEffect(() => safe.current?.focus(), []);
  return (
    <>
      <SheetBackdrop data-testid="confirm-backdrop" onClick={cancel} />
      <BottomSheet
        ref={sheet}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <Body id={`${id}-body`}>{children}</Body>
        <Buttons>
          <Button ref={safe} variant="ghost" disabled={busy} onClick={cancel}>
            {cancelLabel}
          </Button>
          <Destructive disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Destructive>
        </Buttons>
      </BottomSheet>
    </>
  );
}
