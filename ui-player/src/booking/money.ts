/** Spec section 9: prices in rupees by default. Money travels in integer minor units (paise). */
export const RUPEE = '₹';

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 141600 → "₹1,416"; 28320 → "₹283.20" (Indian digit grouping, paise only when there are some). */
export function formatMoney(minor: number, symbol: string = RUPEE): string {
  const sign = minor < 0 ? '−' : '';
  const abs = Math.abs(minor);
  const text = abs % 100 === 0 ? whole.format(abs / 100) : exact.format(abs / 100);
  return `${sign}${symbol}${text}`;
}
