/** A "nice" upper bound for an axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** `2026-11-20` → `20 Nov`, read as a calendar date (no time zone shift). */
export function shortDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day)).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Which of n labels to print so at most `max` show, evenly spaced back from the last (today). */
export function labelEvery(n: number, max: number): (index: number) => boolean {
  const step = Math.max(1, Math.ceil(n / Math.max(1, max)));
  return (index) => (n - 1 - index) % step === 0;
}
