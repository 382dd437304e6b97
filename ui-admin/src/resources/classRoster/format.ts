/** Weekday numbers (0 Sunday, as the batch schema has them) as people read them. */
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const weekdaysText = (weekdays: readonly number[]): string => weekdays.map((d) => DAYS[d] ?? String(d)).join(', ');

/** Sessions left: a number, or "Unlimited" where no sessionLimit applies. */
export const remainingText = (remaining: number | null | undefined): string => (remaining === null || remaining === undefined ? 'Unlimited' : String(remaining));
