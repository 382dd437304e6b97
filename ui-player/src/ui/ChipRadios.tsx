import styled from '@emotion/styled';
import type { KeyboardEvent } from 'react';
import { stripFades, useScrollStrip } from './useScrollStrip';
import { TAP_TARGET_PX } from './primitives';
import { color } from './theme';
import { fontSize, radius } from './tokens';

export interface ChipOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean | undefined;
}

/** The row's frame: a fade at each edge past which more chips lie, as on the discovery tabs (ui/scrollStrip), in the colour of the card the chips sit on (a form). */
const Strip = styled.div`
  position: relative;
  min-width: 0;
  /* The row's room for the focus ring reaches out past the content edge; the fades cover it too. */
  margin: -3px;
  ${stripFades(color.surface)}
`;

const Row = styled.div<{ scrolls: boolean }>`
  /* The chips' offsetLeft is then their place in the row, whatever its scroll. */
  position: relative;
  display: flex;
  flex-wrap: ${({ scrolls }) => (scrolls ? 'nowrap' : 'wrap')};
  gap: 8px;
  overflow-x: ${({ scrolls }) => (scrolls ? 'auto' : 'visible')};
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  /* Room for the focus ring, which the sideways scroll would clip. */
  padding: 3px;
`;

/** A chip a thumb wide and tall (44 px), filled when chosen. */
const Chip = styled.button`
  flex: none;
  box-sizing: border-box;
  min-height: ${TAP_TARGET_PX}px;
  min-width: ${TAP_TARGET_PX}px;
  padding: 0 14px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.bg};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.sm};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-checked='true'] {
    border-color: ${color.accent};
    background: ${color.accent};
    color: ${color.accentText};
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`;

const STEP: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The enabled option an arrow (wrapping, as radio groups do), Home or End moves to from `from`. */
export function movedTo<T extends string>(options: readonly ChipOption<T>[], from: number, key: string): number | null {
  const enabled = options.map((o, i) => (o.disabled ? -1 : i)).filter((i) => i >= 0);
  if (enabled.length === 0) return null;
  if (key === 'Home') return enabled[0]!;
  if (key === 'End') return enabled[enabled.length - 1]!;
  const step = STEP[key];
  if (!step) return null;
  const at = enabled.indexOf(from);
  if (at < 0) return step === 1 ? enabled[0]! : enabled[enabled.length - 1]!;
  return enabled[(at + step + enabled.length) % enabled.length]!;
}

interface Props<T extends string> {
  options: readonly ChipOption<T>[];
  /** The checked option's value; one no option has checks none (a date picked elsewhere). */
  value: string | null;
  onChange: (value: T) => void;
  label?: string;
  labelledBy?: string;
  /** One row that scrolls sideways (a strip of days), rather than chips that wrap. */
  scrolls?: boolean;
}

/**
 * A choice among a few chips, a radio group by the WAI-ARIA pattern: one tab stop (the checked chip,
 * else the first), the arrows move the choice and the focus, wrapping; Home and End go to the ends.
 */
export function ChipRadios<T extends string>({ options, value, onChange, label, labelledBy, scrolls = false }: Props<T>) {
  // The checked chip in view (centred as far as the row goes) whenever the value changes.
  const { row, edges } = useScrollStrip<HTMLDivElement>('[aria-checked="true"]', value, scrolls);
  const checkedAt = options.findIndex((o) => o.value === value && !o.disabled);
  const tabStop = checkedAt >= 0 ? checkedAt : options.findIndex((o) => !o.disabled);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const next = movedTo(options, at, e.key);
    if (next === null) return;
    e.preventDefault();
    onChange(options[next]!.value);
    row.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
  };
  return (
    <Strip data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
      <Row ref={row} scrolls={scrolls} role="radiogroup" aria-label={label} aria-labelledby={labelledBy}>
        {options.map((o, i) => (
          <Chip
            key={o.value}
            type="button"
            role="radio"
            aria-checked={i === checkedAt}
            disabled={o.disabled}
            tabIndex={i === tabStop ? 0 : -1}
            onClick={() => onChange(o.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {o.label}
          </Chip>
        ))}
      </Row>
    </Strip>
  );
}
