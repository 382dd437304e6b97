import styled from '@emotion/styled';
import { useState } from 'react';
import { formatDateOnly } from '../games/format';
import { Button, Input, LinkButton, Muted } from '../ui/primitives';
import { PlainFieldset } from '../ui/layout';

/** The contracts' bulk create takes 1-30 distinct days. */
const MAX_DATES = 30;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  list-style: none;
  margin: 6px 0 0;
  padding: 0;
`;

/** "Repeat on more dates": the new game is created once on each (spec section 7 "PUT bulk create games"). */
export function RepeatDates({ first, dates, onChange }: { first: string; dates: string[]; onChange: (dates: string[]) => void }) {
  const [next, setNext] = useState('');
  const add = () => {
    if (!next || next === first || dates.includes(next) || dates.length + 1 >= MAX_DATES) return;
    onChange([...dates, next].sort());
    setNext('');
  };
  return (
    <PlainFieldset>
      <legend>Repeat on more dates</legend>
      <div style={{ display: 'flex', gap: 8, maxWidth: 360 }}>
        <Input type="date" aria-label="Another date" min={first} value={next} onChange={(e) => setNext(e.target.value)} />
        {/* One line at 375 px: the date input gives way, not the button's words. */}
        <Button type="button" variant="ghost" disabled={!next} onClick={add} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Add date
        </Button>
      </div>
      {dates.length > 0 ? (
        <Chips aria-label="More dates">
          {dates.map((d) => (
            <li key={d}>
              {formatDateOnly(d)}{' '}
              <LinkButton type="button" aria-label={`Remove ${formatDateOnly(d)}`} onClick={() => onChange(dates.filter((x) => x !== d))}>
                remove
              </LinkButton>
            </li>
          ))}
        </Chips>
      ) : (
        <Muted>Only on {first ? formatDateOnly(first) : 'the date above'}.</Muted>
      )}
    </PlainFieldset>
  );
}
