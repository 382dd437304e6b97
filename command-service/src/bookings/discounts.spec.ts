import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@sports/contracts';
import { slotOrderItem } from '@sports/testing/orderItems';
import { totalsOf, withDiscount } from './discounts';

/** docs/adr/0143-discounts-before-tax.md: discounts off the price before tax, tax charged on what remains. */
const slot = (id: string, amount: number, tax: number, rate = 18): OrderItem =>
  slotOrderItem(id, amount, rate ? [{ taxSlug: 'GST', taxRate: rate, totalTax: tax }] : []);
const locker = (amount: number): OrderItem => ({
  id: 'marina.locker',
  type: 'locker',
  name: 'Locker',
  itemId: 'marina.locker',
  qty: 1,
  unitAmount: amount,
  amount,
  taxes: [],
  total: amount,
});

describe('discounts before tax', () => {
  it('takes a ₹200 coupon off ₹1,200 before 18 % GST: ₹1,000 + ₹180', () => {
    const [item] = withDiscount([slot('a', 120_000, 21_600)], 20_000);
    expect(item).toMatchObject({ amount: 120_000, discount: 20_000, taxes: [{ totalTax: 18_000 }], total: 118_000 });
    expect(totalsOf([item!], 0, 2_000)).toEqual({
      subTotal: 120_000,
      discountTotal: 20_000,
      bulkDiscount: 0,
      totalTax: 18_000,
      taxLines: [{ slug: 'GST', rate: 18, total: 18_000 }],
      handlingCharges: 2_000,
      total: 120_000,
    });
  });

  it('leaves an item with no share of a discount as priced, its tax-inclusive paise included', () => {
    // ₹1,000 tax included at 18 %: 84,746 before tax and 15,254 of tax (not a paisa off by rounding again).
    const inclusive = slot('a', 84_746, 15_254);
    expect(withDiscount([inclusive], 0)).toEqual([inclusive]);
    expect(totalsOf([inclusive], 0, 0)).toMatchObject({ totalTax: 15_254, total: 100_000, discountTotal: 0 });
  });

  it('shares a discount in proportion to the prices before tax, each item taxed at its own rate', () => {
    const items = withDiscount([slot('a', 120_000, 21_600), slot('b', 60_000, 3_000, 5), locker(30_000)], 21_000);
    expect(items.map((i) => [i.discount, i.taxes[0]?.totalTax ?? 0, i.total])).toEqual([
      [12_000, 19_440, 127_440],
      [6_000, 2_700, 56_700],
      [3_000, 0, 27_000],
    ]);
    expect(totalsOf(items, 0, 0)).toMatchObject({
      subTotal: 210_000,
      discountTotal: 21_000,
      taxLines: [
        { slug: 'GST', rate: 18, total: 19_440 },
        { slug: 'GST', rate: 5, total: 2_700 },
      ],
      total: 127_440 + 56_700 + 27_000,
    });
  });

  it('a bulk discount is the slots’, and a coupon after it comes off what the bulk discount left', () => {
    const bulk = withDiscount([slot('a', 100_000, 18_000), locker(50_000)], 10_000, (item) => item.type === 'slot');
    expect(bulk.map((i) => i.discount ?? 0)).toEqual([10_000, 0]);
    const coupon = withDiscount(bulk, 14_000);
    // 90,000 and 50,000 left: the coupon shared 9,000 and 5,000.
    expect(coupon.map((i) => [i.discount, i.total])).toEqual([
      [19_000, 81_000 + 14_580],
      [5_000, 45_000],
    ]);
    expect(totalsOf(coupon, 10_000, 0)).toMatchObject({ discountTotal: 24_000, bulkDiscount: 10_000 });
  });

  it('never takes off more than is left before tax', () => {
    const [item] = withDiscount([slot('a', 10_000, 1_800)], 50_000);
    expect(item).toMatchObject({ discount: 10_000, taxes: [{ totalTax: 0 }], total: 0 });
  });
});
