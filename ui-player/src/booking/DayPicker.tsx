import { Button } from '../ui/primitives';
import { addDays, formatDay, venueToday } from './dates';
import { Input, Label, Row } from './styles';

/** The date whose slots are shown: a day back, a day on, or any date from today. */
export function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const today = venueToday();
  return (
    <Row style={{ alignItems: 'end' }}>
      <Button variant="ghost" disabled={date <= today} onClick={() => onChange(addDays(date, -1))} aria-label="Previous day">
        ‹
      </Button>
      <Label>
        Date
        <Input type="date" min={today} value={date} onChange={(e) => e.target.value && onChange(e.target.value)} />
      </Label>
      <Button variant="ghost" onClick={() => onChange(addDays(date, 1))} aria-label="Next day">
        ›
      </Button>
      <strong aria-live="polite">{formatDay(date)}</strong>
    </Row>
  );
}
