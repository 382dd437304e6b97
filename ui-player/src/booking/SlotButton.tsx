import styled from '@emotion/styled';
import type { SlotFacility } from '@sports/contracts';
import { color } from '../ui/theme';
import { formatMoney } from './money';
import { radius } from '../ui/tokens';

type Timing = SlotFacility['timings'][number];

const STATUS_TEXT: Record<Timing['slotStatus'], string> = { available: 'Available', held: 'On hold', booked: 'Booked', blocked: 'Blocked' };

const Tile = styled.button<{ picked: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 120px;
  padding: 8px 10px;
  border-radius: ${radius.sm};
  border: 2px solid ${({ picked }) => (picked ? color.accent : color.border)};
  background: ${({ picked }) => (picked ? color.accent : color.surface)};
  color: ${({ picked }) => (picked ? color.accentText : color.text)};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${color.text};
    outline-offset: 2px;
  }
`;

/** One slot: its time, the price the buyer pays (tax included) and whether it can be picked; pressed when in the cart. */
export function SlotButton({ timing, picked, onToggle }: { timing: Timing; picked: boolean; onToggle: () => void }) {
  const available = timing.slotStatus === 'available';
  const time = `${timing.startTime}–${timing.endTime}`;
  const price = formatMoney(timing.amount, timing.symbol);
  return (
    <Tile
      type="button"
      picked={picked}
      aria-pressed={picked}
      disabled={!available && !picked}
      aria-label={`${timing.fieldName} ${time}, ${price}, ${picked ? 'in your cart' : STATUS_TEXT[timing.slotStatus]}`}
      onClick={onToggle}
    >
      <strong>{time}</strong>
      <span>
        {price}
        {timing.strikeAmount !== undefined && timing.strikeAmount > timing.amount && (
          <s style={{ marginLeft: 6, opacity: 0.7 }}>{formatMoney(timing.strikeAmount, timing.symbol)}</s>
        )}
      </span>
      <small>{picked ? 'In cart' : STATUS_TEXT[timing.slotStatus]}</small>
    </Tile>
  );
}
