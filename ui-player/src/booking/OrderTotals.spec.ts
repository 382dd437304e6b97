// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTotals, type Totals } from './OrderTotals';

afterEach(cleanup);

const totals = (overrides: Partial<Totals> = {}): Totals => ({
  symbol: '₹',
  subTotal: 18000,
  taxLines: [],
  handlingCharges: 0,
  bulkDiscount: 0,
  discountTotal: 0,
  total: 18000,
  ...overrides,
});

describe('order totals (spec section 3)', () => {
  it('say no discount when there is none: "−₹0" would read like a charge', () => {
    render(createElement(OrderTotals, { order: totals() }));
    expect(screen.getByLabelText('Order totals').textContent).toBe('Sub total₹180Total₹180');
  });

  it('name a single discount once: a discount total beside it would read as a second discount', () => {
    render(createElement(OrderTotals, { order: totals({ bulkDiscount: 1800, discountTotal: 1800, total: 16200 }) }));
    expect(screen.getByLabelText('Order totals').textContent).toBe('Sub total₹180Bulk discount−₹18Total₹162');
  });

  it('list the discounts before the tax charged on what they leave (docs/adr/0143-discounts-before-tax.md)', () => {
    const order = totals({
      subTotal: 120000,
      bulkDiscount: 12000,
      discountTotal: 32000,
      couponCode: 'SAVE200',
      taxLines: [{ slug: 'GST', rate: 18, total: 15840 }],
      handlingCharges: 2000,
      total: 105840,
    });
    render(createElement(OrderTotals, { order }));
    expect(screen.getByLabelText('Order totals').textContent).toBe(
      'Sub total₹1,200Bulk discount−₹120Coupon SAVE200−₹200Discount total−₹320GST 18%₹158.40Handling charges₹20Total₹1,058.40',
    );
  });
});
