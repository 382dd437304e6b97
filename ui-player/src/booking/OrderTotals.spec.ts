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

  it('name the bulk discount and the discount total when there is one', () => {
    render(createElement(OrderTotals, { order: totals({ bulkDiscount: 1800, discountTotal: 1800, total: 16200 }) }));
    expect(screen.getByLabelText('Order totals').textContent).toBe('Sub total₹180Bulk discount−₹18Discount total−₹18Total₹162');
  });
});
