import type { OrderItem, OrderTotals } from '@sports/contracts';
import { shareInProportion } from '@sports/shared-rules';

/**
 * Discounts come off an item's price before tax, and tax is charged on what remains
 * (docs/adr/0143-discounts-before-tax.md): a ₹200 coupon on ₹1,200 at 18 % GST is ₹1,000 + ₹180.
 */

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** An item with `more` discount: its taxes charged again on what is left of its amount. */
const withMoreDiscount = <T extends OrderItem>(item: T, more: number): T => {
  if (more === 0) return item;
  const discount = (item.discount ?? 0) + more;
  const taxable = item.amount - discount;
  const taxes = item.taxes.map((tax) => ({ ...tax, totalTax: Math.round((taxable * tax.taxRate) / 100) }));
  return { ...item, discount, taxes, total: taxable + sumOf(taxes.map((tax) => tax.totalTax)) };
};

/** What is left of an item's price before tax after its discounts so far: what a further discount comes off. */
export const taxableOf = (item: OrderItem): number => item.amount - (item.discount ?? 0);

/**
 * `discount` shared over the items in proportion to what is left of their prices before tax (of
 * the items `applies` picks: a bulk discount is the slots'), never more than that.
 */
export const withDiscount = (items: readonly OrderItem[], discount: number, applies: (item: OrderItem) => boolean = () => true) => {
  const shares = shareInProportion(
    items.map((item) => (applies(item) ? taxableOf(item) : 0)),
    Math.min(discount, sumOf(items.filter(applies).map(taxableOf))),
  );
  return items.map((item, i) => withMoreDiscount(item, shares[i]!));
};

/**
 * Spec section 3 Order totals from the items as discounted: subTotal before discount and tax,
 * discountTotal (the bulk discount and the coupon's), tax lines grouped by slug and rate, the
 * handling charges, and the total to pay (the items' totals and the handling charges).
 */
export const totalsOf = (items: readonly OrderItem[], bulkDiscount: number, handlingCharges: number): OrderTotals => {
  const taxLines = new Map<string, { slug: string; rate: number; total: number }>();
  for (const tax of items.flatMap((item) => item.taxes)) {
    const key = `${tax.taxSlug}|${tax.taxRate}`;
    const line = taxLines.get(key) ?? { slug: tax.taxSlug, rate: tax.taxRate, total: 0 };
    line.total += tax.totalTax;
    taxLines.set(key, line);
  }
  const lines = [...taxLines.values()];
  return {
    subTotal: sumOf(items.map((item) => item.amount)),
    discountTotal: sumOf(items.map((item) => item.discount ?? 0)),
    bulkDiscount,
    totalTax: sumOf(lines.map((line) => line.total)),
    taxLines: lines,
    handlingCharges,
    total: sumOf(items.map((item) => item.total)) + handlingCharges,
  };
};
