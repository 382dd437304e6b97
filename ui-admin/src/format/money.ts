import { formatAmount } from '@sports/contracts/bookings/refundBalance';

/** A currency's symbol as en-IN writes it (₹ for INR); the code itself when Intl knows none. */
const symbolOf = (currency: string): string => {
  if (currency === 'INR') return '₹';
  try {
    return (
      new Intl.NumberFormat('en-IN', { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ??
      currency
    );
  } catch {
    return currency;
  }
};

/**
 * Amounts are integer minor units (paise for INR): "₹2,500" from 250000, "₹1,234.50" from 123450.
 * The same words as the player's app and the refund sentence (contracts' formatAmount): paise only
 * when there are some. The subpath import keeps contracts' schemas out of the first screen.
 */
export function formatMoney(minor: number, currency = 'INR'): string {
  return formatAmount(minor, symbolOf(currency));
}

/** Whole rupees for chart axes and cards, where paise are noise. */
export function formatMoneyShort(minor: number, currency = 'INR'): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    notation: minor >= 10_000_000 ? 'compact' : 'standard',
  }).format(minor / 100);
}
