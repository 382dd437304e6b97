import styled from '@emotion/styled';
import { mediaFrom, SIZE_CLASS_FROM } from '../sizeClass';
import { color } from '../theme';
import { useToasts } from './store';
import { LAYER } from '../layers';
import { useStickyClearance } from './useStickyClearance';
import type { CSSProperties } from 'react';
import { radius, shadow } from '../tokens';

/** Phones: where a sheet that asks something is a bottom sheet, not a centred dialog. */
const belowTab = `@media not all and (min-width: ${SIZE_CLASS_FROM.TAB}px)`;

const Region = styled.div`
  position: fixed;
  /* Above the phone's tab bar (app/layout.ts), never under it. */
  bottom: calc(var(--tab-bar-space, 0px) + 16px);
  left: 50%;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 32px);
  display: grid;
  gap: 8px;
  z-index: ${LAYER.toast};
  /*
   * Above a page's sticky action bar too (a game's Join or Leave on a phone, games/GameStanding.tsx),
   * so the toast of a join or a leave never lies over the button the player may tap next.
   */
  [data-shell]:has([data-sticky-action]) & {
    bottom: var(--toast-clearance, calc(var(--tab-bar-space, 0px) + 72px + 16px));
  }
  ${mediaFrom.TAB} {
    [data-shell]:has([data-sticky-action]) & {
      bottom: calc(var(--tab-bar-space, 0px) + 16px);
    }
  }
  /*
   * Under 768 px a modal is a bottom sheet over the tab bar (the review prompt, a confirmation:
   * ui/sheet.ts) or the full-screen rating panel, whose buttons are at the bottom: a toast there lay
   * over them (the join's toast after signing in, as the review prompt opened). While a modal is
   * open, toasts come from the top instead.
   */
  ${belowTab} {
    [data-shell]:has([aria-modal='true']) & {
      top: calc(env(safe-area-inset-top, 0px) + 12px);
      bottom: auto;
    }
  }
`;

/** A long word (the shared game's address under 'Link copied') wraps instead of running off a 375 px screen. */
const Item = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  padding: 10px 16px;
  box-shadow: ${shadow.toast};
  cursor: pointer;
  &[data-kind='success'] {
    border-color: ${color.accent};
  }
  &[data-kind='error'] {
    border-color: ${color.danger};
  }
`;

export function Toaster() {
  const { toasts, dismiss } = useToasts();
  // The bar's measured top (useStickyClearance): the fixed 72 px above is the guess before the first measure.
  const clearance = useStickyClearance(toasts.length);
  return (
    <Region
      role="status"
      aria-live="polite"
      data-testid="toasts"
      style={clearance === null ? undefined : ({ '--toast-clearance': `${clearance}px` } as CSSProperties)}
    >
      {toasts.map((t) => (
        <Item key={t.id} data-kind={t.kind} onClick={() => dismiss(t.id)}>
          <div>{t.text}</div>
          {t.detail && <small style={{ color: color.muted }}>{t.detail}</small>}
        </Item>
      ))}
    </Region>
  );
}
