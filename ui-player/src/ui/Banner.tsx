import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { TAP_TARGET_PX } from './primitives';
import { color } from './theme';
import { BANNER_HEIGHT_PX, fontSize, radius } from './tokens';

/**
 * DESIGN.md "Frame": a banner under the header is one line, never taller than 48 px: its words (cut
 * with an ellipsis rather than wrapped), then an action, then a close button. The offline line, the
 * push offer and the profile nudge share it; each adds only its own rules (by `styled(Banner)`).
 */
const Line = styled.div<{ tone: BannerTone }>`
  display: flex;
  align-items: center;
  gap: 4px;
  height: ${BANNER_HEIGHT_PX}px;
  padding: 0 4px 0 16px;
  border-bottom: 1px solid ${({ tone }) => (tone === 'accent' ? color.accent : color.border)};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.sm};
  & > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Close = styled.button`
  flex: none;
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  font-size: ${fontSize.xl};
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
`;

/** A banner's action when it is a word to tap ("Reload", "Allow"): accent and bold, a tap target's size. */
export const BannerAction = styled.button`
  flex: none;
  min-width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  padding: 0 8px;
  border: none;
  border-radius: ${radius.sm};
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

/** accent: a question or a nudge to act on; plain: news about the app (offline, a new version). */
export type BannerTone = 'accent' | 'plain';

export interface BannerProps {
  /** status: news read out as it comes; region: an offer the player may visit (named by `label`). */
  role: 'status' | 'region';
  label?: string;
  words: ReactNode;
  action?: ReactNode;
  /** With it, the close button; its words (`closeLabel`) are its name and title. */
  onClose?: () => void;
  closeLabel?: string;
  tone?: BannerTone;
  className?: string;
  testId?: string;
}

export function Banner({ role, label, words, action, onClose, closeLabel = 'Close', tone = 'accent', className, testId }: BannerProps) {
  return (
    <Line role={role} aria-label={label} tone={tone} className={className} data-testid={testId}>
      <span>{words}</span>
      {action}
      {onClose && (
        <Close type="button" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
          ×
        </Close>
      )}
    </Line>
  );
}
