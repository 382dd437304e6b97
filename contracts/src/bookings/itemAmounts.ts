import { z } from 'zod';
import { minorUnits } from '../core/primitives';

/**
 * The amounts every order item carries (spec section 3 Order item), in paise: `amount` at the
 * list price before tax; `discount`, its share of the order's discounts, taken off before tax is
 * charged; `taxes` on what remains; `total`, what is paid for the item.
 * Orders placed before discounts were shared over their items have no `discount`: their items
 * stand at list price and the order's discountTotal came off its total, tax included
 * (docs/adr/0143-discounts-before-tax.md).
 */
export const itemAmountFields = {
  amount: minorUnits,
  discount: minorUnits.optional(),
  taxes: z.array(z.object({ taxSlug: z.string(), taxRate: z.number(), totalTax: minorUnits })),
  total: minorUnits,
};
