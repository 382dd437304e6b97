import styled from '@emotion/styled';
import type { CommentView } from '@sports/contracts';
import { useId, useRef, useState } from 'react';
import { useFocusTrap } from '../ratings/useFocusTrap';
import { Button } from '../ui/primitives';
import { BottomSheet, SheetBackdrop } from '../ui/sheet';
import { color } from '../ui/theme';
import { REPORT_REASONS } from './chatWords';

const Reasons = styled.fieldset`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;
  & label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
  }
  & input {
    width: 20px;
    height: 20px;
    accent-color: ${color.accent};
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

/** Report a message with a reason: it goes to the venue organisation's moderation queue (docs/adr/0101-game-chat.md). */
export function ReportSheet({
  comment,
  busy,
  onSend,
  onCancel,
}: {
  comment: CommentView;
  busy: boolean;
  onSend: (reason: string) => void;
  onCancel: () => void;
}) {
  const sheet = useRef<HTMLElement>(null);
  const id = useId();
  const [reason, setReason] = useState<string>(REPORT_REASONS[0]);
  const cancel = () => {
    if (!busy) onCancel();
  };
  useFocusTrap(sheet, true, cancel);
  return (
    <>
      <SheetBackdrop onClick={cancel} />
      <BottomSheet ref={sheet} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <h2 id={`${id}-title`}>Report this message?</h2>
        <p style={{ margin: '0 0 8px' }}>
          {comment.author.name}: “{(comment.text ?? '').slice(0, 120)}”
        </p>
        <p style={{ margin: '0 0 8px', color: 'inherit' }}>
          The venue’s team will look at it. {comment.author.name} is not told who reported it.
        </p>
        <Reasons>
          <legend>Why?</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r}>
              <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} />
              {r}
            </label>
          ))}
        </Reasons>
        <Buttons>
          <Button variant="ghost" disabled={busy} onClick={cancel}>
            Cancel
          </Button>
          <Button disabled={busy} aria-busy={busy} onClick={() => onSend(reason)}>
            Send report
          </Button>
        </Buttons>
      </BottomSheet>
    </>
  );
}
