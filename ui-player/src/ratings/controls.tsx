import styled from '@emotion/styled';
import { MAX_STARS, MIN_STARS, SKILL_LABELS, SKILL_NAMES } from '@sports/contracts';
import { useId } from 'react';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { fontSize, radius } from '../ui/tokens';

/** The form controls of the rating screens (spec section 2), native inputs underneath for keyboards and screen readers. */

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 16px;
  padding: 0;
  & > legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** A radio styled as a pill: the input stays in the accessibility tree, the label is what people see. */
const Pill = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  /* A finger's height: a host marks No/Yes and a level for each player in turn on a phone. */
  min-height: 44px;
  box-sizing: border-box;
  gap: 6px;
  padding: 6px 14px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  cursor: pointer;
  & > input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${color.accent};
    background: ${color.accent};
    color: ${color.accentText};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
  }
`;

interface Option<T> {
  value: T;
  label: string;
  title?: string;
}

function PillGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: Option<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <Pill key={String(option.value)} title={option.title}>
            <input
              type="radio"
              name={name}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-label={option.title ?? option.label}
            />
            {option.label}
          </Pill>
        ))}
      </Choices>
    </Fieldset>
  );
}

/** A No/Yes toggle ('Did the player show up?', 'Did this activity happen ?'). */
export function YesNo({ legend, value, onChange }: { legend: string; value: boolean; onChange: (value: boolean) => void }) {
  const options: Option<'no' | 'yes'>[] = [
    { value: 'no', label: 'No' },
    { value: 'yes', label: 'Yes' },
  ];
  return <PillGroup legend={legend} options={options} value={value ? 'yes' : 'no'} onChange={(v) => onChange(v === 'yes')} />;
}

const Star = styled.label`
  position: relative;
  /* 44 × 44 px: a 32 px glyph alone left a 36 px target, easy to miss by one star on a phone. */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  font-size: ${fontSize.xxl};
  line-height: 1;
  color: ${color.border};
  cursor: pointer;
  & > input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &[data-lit='true'] {
    color: ${color.accent};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
    border-radius: ${radius.sm};
  }
`;

/** Spec sections 2 and 9: a 1 to 5 star control; the stars up to the chosen one light up. */
export function StarRating({ legend, value, onChange }: { legend: string; value: number | null; onChange: (stars: number) => void }) {
  const name = useId();
  const stars = Array.from({ length: MAX_STARS - MIN_STARS + 1 }, (_, i) => MIN_STARS + i);
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Choices style={{ gap: 4 }}>
        {stars.map((n) => (
          <Star key={n} data-lit={value !== null && n <= value} title={`${n} star${n === 1 ? '' : 's'}`}>
            <input
              type="radio"
              name={name}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n} star${n === 1 ? '' : 's'}`}
            />
            <span aria-hidden="true">★</span>
          </Star>
        ))}
      </Choices>
    </Fieldset>
  );
}

/** Spec section 4: skill levels 0 Beginner … 3 Pro, labels BEG/AMT/INT/PRO. */
export const skillText = (level: number): string => `${SKILL_NAMES[level] ?? '?'} (${SKILL_LABELS[level] ?? '?'})`;

/** The skill picker 'Rate player' with its 'You have marked' banner (spec section 2). */
export function SkillPicker({ value, onChange }: { value: number | null; onChange: (level: number) => void }) {
  return (
    <>
      <PillGroup
        legend="Rate player"
        value={value}
        onChange={onChange}
        options={SKILL_NAMES.map((name, level) => ({ value: level, label: name, title: skillText(level) }))}
      />
      {value !== null && <Banner role="note">You have marked {skillText(value)}</Banner>}
    </>
  );
}

const Banner = styled.p`
  margin: -4px 0 16px;
  padding: 8px 12px;
  border-radius: ${radius.sm};
  border-left: 3px solid ${color.accent};
  background: ${color.bg};
`;

const SwitchButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  /* The whole row answers a tap, 44 px tall (it was 24; UX review at 375 px). */
  min-height: ${TAP_TARGET_PX}px;
  padding: 0 0 0 48px;
  border: 0;
  background: none;
  color: ${color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  /* The track, then the knob that slides across it. */
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    border-radius: ${radius.pill};
    transition: left 0.15s, background 0.15s;
  }
  &::before {
    left: 0;
    width: 38px;
    height: 22px;
    background: ${color.border};
  }
  &::after {
    left: 3px;
    width: 16px;
    height: 16px;
    background: ${color.text};
  }
  &[aria-checked='true']::before {
    background: ${color.accent};
  }
  &[aria-checked='true']::after {
    left: 19px;
    background: ${color.accentText};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 3px;
  }
`;

/** An on/off switch ('Raise a Dispute'). */
export function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <SwitchButton type="button" role="switch" aria-checked={checked} onClick={() => onChange(!checked)}>
      {label}
    </SwitchButton>
  );
}

export { Fieldset, Choices, Pill };
