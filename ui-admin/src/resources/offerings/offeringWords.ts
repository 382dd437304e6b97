import { OFFERING_PLACE_NOUN, countWords } from '@sports/contracts/bookings/placeNouns';
import { VALIDITY_PRESETS, type ValidityPreset } from '@sports/contracts/catalogue/memberships';
import { formatMoney } from '../../format/money';
import { formatVenueDate } from '../../format/venueTime';

/**
 * An offering's details in words for its page (spec section 3: batches, sessions, lockers, meets'
 * bib numbers, user form fields …): what staff read back after saving, where the page showed the
 * details as JSON with prices in paise.
 */
type Kind = 'class' | 'pack' | 'locker' | 'meet' | 'tournament' | 'event';
type D = Record<string, unknown>;
export interface Line {
  label: string;
  value: string;
}

/** What one place is called, as the player app's cards say it (contracts bookings/placeNouns.ts). */
const PLACE = OFFERING_PLACE_NOUN;
const count = countWords;
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "Mon, Wed · 17:00–18:00 from 6 Jan 2030", days from Monday (contracts' 0 = Sunday). */
export const batchWhen = (b: D): string => {
  const days = [...((b.weekdays as number[] | undefined) ?? [])].sort((x, y) => ((x + 6) % 7) - ((y + 6) % 7)).map((d) => WEEKDAY[d]);
  return `${days.join(', ')} · ${str(b.startTime)}–${str(b.endTime)} from ${formatVenueDate(str(b.startDate))}`;
};

/** "Monthly · valid 1 month from purchase" (spec section 5 presets), as the player app says it. */
export const validityWords = (preset: unknown): string => {
  const months = VALIDITY_PRESETS[preset as ValidityPreset];
  return months ? `${String(preset)} · valid ${months} ${months === 1 ? 'month' : 'months'} from purchase` : str(preset);
};

const ANSWERS: Record<string, string> = { text: 'a written answer', number: 'a number', select: 'a choice', checkbox: 'a tick box' };
/** "T-shirt size: a choice of S, M, L (must be answered)". */
export const questionWords = (f: D): string => {
  const options = Array.isArray(f.options) && f.options.length > 0 ? ` of ${(f.options as string[]).join(', ')}` : '';
  return `${str(f.label)}: ${ANSWERS[str(f.type)] ?? str(f.type)}${options}${f.required ? ' (must be answered)' : ''}`;
};

function whenOf(kind: Kind, d: D): string | null {
  if (kind === 'event') return `${formatVenueDate(str(d.date))} · ${str(d.startTime)}–${str(d.endTime)}`;
  if (kind === 'tournament' && d.endDate && d.endDate !== d.startDate)
    return `${formatVenueDate(str(d.startDate))} – ${formatVenueDate(str(d.endDate))} · from ${str(d.startTime)}`;
  if (kind === 'meet' || kind === 'tournament') return `${formatVenueDate(str(d.startDate))} · ${str(d.startTime)}`;
  return null;
}

/** The details as lines, in the order staff fill them in; lines that do not apply left out. */
export function detailsInWords(kind: Kind, d: D): Line[] {
  const price = (d.price ?? {}) as D;
  const per = PLACE[kind][0];
  const lines: Array<Line | null> = [
    {
      label: 'Price',
      value: `${formatMoney(num(price.amount) ?? 0)} per ${per}${price.enableTax ? (price.isTaxInclusive ? ', tax included' : ' + tax') : ''}`,
    },
    num(price.strikeAmount) !== null ? { label: 'Was', value: formatMoney(num(price.strikeAmount)!) } : null,
    d.validity ? { label: 'Valid for', value: validityWords(d.validity) } : null,
  ];
  const when = whenOf(kind, d);
  if (when) lines.push({ label: 'When', value: when });
  switch (kind) {
    case 'class':
      lines.push(d.instructor ? { label: 'Coach', value: str(d.instructor) } : null);
      for (const b of Object.values((d.batches ?? {}) as Record<string, D>)) {
        const limit = num(b.sessionLimit);
        const status = b.status === 'inactive' ? ' · not taking students' : '';
        lines.push({
          label: `Batch ${str(b.name)}`,
          value: `${batchWhen(b)} · ${count(num(b.capacity) ?? 0, PLACE.class)}${limit ? ` · ${limit} sessions each` : ''}${status}`,
        });
      }
      break;
    case 'pack':
      lines.push({ label: 'Sessions', value: count(num(d.sessions) ?? 0, ['session', 'sessions']) });
      break;
    case 'locker':
      lines.push(
        { label: 'Lockers', value: count(num(d.count) ?? 0, PLACE.locker) },
        d.size ? { label: 'Size', value: str(d.size) } : null,
      );
      break;
    case 'meet':
      lines.push(
        { label: 'Places', value: count(num(d.capacity) ?? 0, PLACE.meet) },
        { label: 'Bib numbers', value: `From ${num(d.bibStart) ?? 1}, in order of registration` },
      );
      break;
    case 'tournament': {
      const team = d.participationType === 'team';
      const size = num(d.maxParticipantPerTeam);
      lines.push(
        { label: 'Who enters', value: team ? `Teams${size ? ` of up to ${size} players` : ''}` : 'Players on their own' },
        { label: 'Places', value: count(num(d.capacity) ?? 0, team ? ['team', 'teams'] : ['player', 'players']) },
      );
      break;
    }
    case 'event':
      lines.push({ label: 'Tickets', value: count(num(d.capacity) ?? 0, PLACE.event) });
      break;
  }
  if (kind === 'meet' || kind === 'tournament' || kind === 'event') {
    lines.push({ label: 'Registration closes', value: d.registrationCloses ? formatVenueDate(str(d.registrationCloses)) : 'At the start' });
    const fields = Array.isArray(d.formFields) ? (d.formFields as D[]) : [];
    lines.push({ label: 'Registration questions', value: fields.length > 0 ? fields.map(questionWords).join('\n') : 'None' });
  }
  return lines.filter((line): line is Line => line !== null);
}
