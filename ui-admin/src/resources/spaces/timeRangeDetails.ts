import type { TimeRangeDetails } from '@sports/contracts';
import { rupeesToPaise } from '../../actions/money';

/** What the time-range dialog holds: the price in rupees, as staff think of it. */
export interface TimeRangeForm {
  fieldIds: string[];
  weekdays: number[];
  startTime: string;
  endTime: string;
  slotMinutes: number;
  amountRupees: number | string;
  strikeAmountRupees?: number | string | null;
  enableTax: boolean;
  taxId?: string | null;
  isTaxInclusive: boolean;
}

/** The dialog's values as PUT …/timeRanges/{timeRangeConfigId} takes them: spec section 3 price configuration, rupees → paise. */
export function timeRangeDetailsOf(form: TimeRangeForm): TimeRangeDetails {
  const strikeAmount = rupeesToPaise(form.strikeAmountRupees);
  return {
    fieldIds: form.fieldIds,
    weekdays: [...form.weekdays].sort((a, b) => a - b),
    startTime: form.startTime,
    endTime: form.endTime,
    slotMinutes: Number(form.slotMinutes),
    price: {
      // NaN (nothing typed) goes to the server as null and comes back as its VALIDATION_FAILED on price.amount.
      amount: rupeesToPaise(form.amountRupees) ?? (null as unknown as number),
      ...(strikeAmount !== undefined ? { strikeAmount } : {}),
      enableTax: form.enableTax,
      ...(form.enableTax && form.taxId ? { taxId: form.taxId } : {}),
      isTaxInclusive: form.isTaxInclusive,
    },
  };
}
