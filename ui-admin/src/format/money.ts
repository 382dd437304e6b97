/** Amounts are integer minor units (paise for INR): ₹1,234.50 from 123450. */
export function formatMoney(minor: number, currency = 'INR'): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);
}

/** Whole rupees for chart axes and cards, where paise are noise. */
export function formatMoneyShort(minor: number, currency = 'INR'): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0, notation: minor >= 10_000_000 ? 'compact' : 'standard' }).format(minor / 100);
}
