import { describe, expect, it } from 'vitest';
import { timeRangeDetailsOf } from './timeRangeDetails';

describe('the time-range dialog', () => {
  it('sends the price in paise from rupees typed in the form, with the tax settings of spec section 3', () => {
    expect(
      timeRangeDetailsOf({
        fieldIds: ['space-harbour.court-1'],
        weekdays: [6, 0, 3],
        startTime: '07:00',
        endTime: '21:00',
        slotMinutes: 60,
        amountRupees: '600.50',
        strikeAmountRupees: '750',
        enableTax: true,
        taxId: 'gst-18',
        isTaxInclusive: true,
      }),
    ).toEqual({
      fieldIds: ['space-harbour.court-1'],
      weekdays: [0, 3, 6],
      startTime: '07:00',
      endTime: '21:00',
      slotMinutes: 60,
      price: { amount: 60050, strikeAmount: 75000, enableTax: true, taxId: 'gst-18', isTaxInclusive: true },
    });
    // No tax: no taxId, and no strike amount when none was typed.
    expect(
      timeRangeDetailsOf({
        fieldIds: ['f'],
        weekdays: [1],
        startTime: '06:00',
        endTime: '07:00',
        slotMinutes: 30,
        amountRupees: 400,
        strikeAmountRupees: '',
        enableTax: false,
        taxId: 'gst-18',
        isTaxInclusive: false,
      }).price,
    ).toEqual({ amount: 40000, enableTax: false, isTaxInclusive: false });
  });
});
