import { venueToday } from '../booking/dates';
import { ChipRadios } from '../ui/ChipRadios';
import { dayChipWord, stripDays } from './whenChips';

/**
 * The game's day from a strip of the venue's next two weeks, "Today", "Tomorrow", "Sat 28 Nov"
 * (as Playo and Playtomic offer it on a phone). A date outside the strip (later, or an edited
 * game's past day) checks no chip; "Other date" below takes it.
 */
export function DayChips({
  value,
  onChange,
  labelledBy,
  today = venueToday(),
}: {
  value: string;
  onChange: (date: string) => void;
  labelledBy: string;
  today?: string;
}) {
  const options = stripDays(today).map((date) => ({ value: date, label: dayChipWord(date, today) }));
  return <ChipRadios options={options} value={value} onChange={onChange} labelledBy={labelledBy} scrolls />;
}
