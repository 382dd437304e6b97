import { formatLength } from '../games/format';
import { ChipRadios } from '../ui/ChipRadios';
import { endAfter, lengthMinutes, QUICK_LENGTHS } from './whenChips';

/**
 * "1 h", "1 h 30", "2 h" under the start: a tap sets the end that long after it (the one the
 * current start and end make is checked). A length that would pass midnight is offered disabled.
 */
export function LengthChips({ start, end, onEnd }: { start: string; end: string; onEnd: (end: string) => void }) {
  const options = QUICK_LENGTHS.map((minutes) => ({
    value: String(minutes),
    label: formatLength(minutes * 60_000),
    disabled: endAfter(start, minutes) === null,
  }));
  const current = lengthMinutes(start, end);
  return (
    <ChipRadios
      options={options}
      value={current === null ? null : String(current)}
      onChange={(minutes) => {
        const next = endAfter(start, Number(minutes));
        if (next) onEnd(next);
      }}
      label="Length"
    />
  );
}
