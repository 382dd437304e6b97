import type { PriceConfiguration, Tax } from '@sports/contracts/catalogue/shapes';

/** One priced unit: the amount before tax, the tax on it and what the buyer pays. */
export interface PricedAmount {
  base: number;
  tax: number;
  total: number;
  taxLine: { slug: string; rate: number } | null;
}

/**
 * Spec section 3 price configuration: with enableTax the configured tax applies, either inside the
 * net amount (isTaxInclusive: the amount is what the buyer pays) or on top of it. Paise are
 * rounded half up once per unit, so a line's total is always the sum of its units.
 */
export const priceWithTax = (price: PriceConfiguration, taxes: readonly Tax[]): PricedAmount => {
  const tax = price.enableTax ? taxes.find((t) => t.taxId === price.taxId) : undefined;
  if (!tax) return { base: price.amount, tax: 0, total: price.amount, taxLine: null };
  const taxLine = { slug: tax.slug, rate: tax.rate };
  if (price.isTaxInclusive) {
    const base = Math.round((price.amount * 100) / (100 + tax.rate));
    return { base, tax: price.amount - base, total: price.amount, taxLine };
  }
  const onTop = Math.round((price.amount * tax.rate) / 100);
  return { base: price.amount, tax: onTop, total: price.amount + onTop, taxLine };
};
