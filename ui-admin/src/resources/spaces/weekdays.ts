const SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A time range's weekdays (0 = Sunday) as a venue would write them on a board: "Every day",
 * "Weekdays", "Weekends", a run "Mon–Thu", or a short list "Tue, Thu". Seven day names in a
 * column stacked seven lines high in the 375 px table (UX walk as staff).
 */
export function weekdaysInWords(days: readonly number[]): string {
  const set = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  const key = set.join('');
  if (key === '0123456') return 'Every day';
  if (key === '12345') return 'Weekdays';
  if (key === '06') return 'Weekends';
  if (set.length === 0) return 'No days';
  // Monday first, as a week reads on a board; Sunday last.
  const mondayFirst = [...set.filter((d) => d !== 0), ...(set.includes(0) ? [7] : [])];
  const run = mondayFirst.every((d, i) => i === 0 || d === mondayFirst[i - 1]! + 1);
  const name = (d: number) => SHORT[d % 7]!;
  if (run && mondayFirst.length >= 3) return `${name(mondayFirst[0]!)}–${name(mondayFirst[mondayFirst.length - 1]!)}`;
  return mondayFirst.map(name).join(', ');
}
