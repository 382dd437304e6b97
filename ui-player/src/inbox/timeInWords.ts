const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const dayOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const clock = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * When an inbox item came, as a person says it: "just now", "5 min ago", "3 h ago",
 * "yesterday, 18:30", then the date as DESIGN.md writes dates ("Fri 27 Nov"), with the year
 * once it is another year. Local time of the viewer.
 */
export function timeInWords(iso: string, now: Date): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  const days = Math.round((dayOf(now) - dayOf(at)) / (24 * HOUR));
  if (days === 0) return `${Math.floor(ago / HOUR)} h ago`;
  if (days === 1) return `yesterday, ${clock(at)}`;
  const date = at.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return date.replace(',', '');
}
