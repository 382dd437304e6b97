import { MIN_REFUND_AMOUNT, refundBalanceOf, type adminApi, type OrderDocument } from '@sports/contracts';

type AdminRefundBody = adminApi.AdminRefundBody;

export type RefundMode = 'amount' | 'percent';
export type RefundForm = { mode: RefundMode; amount: string; percent: string; cancel: boolean };

/** "608", "608.5", "1,236.50" rupees → paise; null when it is not an amount with at most two decimals. */
export const minorUnitsOf = (typed: string): number | null => {
  const text = typed.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * The refund body, or the sentence that says what is wrong with the form, checked
 * as the server would (within the refundable balance) so a manager learns it before sending.
 * Cancelling with a share gives back at most what is left, as the server does; an exact amount never more.
 */
export const refundBodyOf = (order: OrderDocument, form: RefundForm): { body: AdminRefundBody } | { field: RefundMode; error: string } => {
  const { paid, refundable } = refundBalanceOf(order);
  if (form.mode === 'amount') {
    const amount = minorUnitsOf(form.amount);
    if (amount === null || amount <= 0) return { field: 'amount', error: 'Enter an amount in rupees, e.g. 608 or 608.50' };
    if (amount > refundable) return { field: 'amount', error: 'More than is left to refund' };
    if (amount < MIN_REFUND_AMOUNT) return { field: 'amount', error: "At least ₹1, the payment gateway's minimum" };
    return { body: { amount, ...(form.cancel ? { cancel: true } : {}) } };
  }
  const percent = Number(form.percent);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) return { field: 'percent', error: 'A whole percentage from 0 to 100' };
  const share = Math.floor((paid * percent) / 100);
  if (!form.cancel && percent === 0) return { field: 'percent', error: 'A refund gives back more than nothing' };
  if (!form.cancel && share > refundable) return { field: 'percent', error: 'More than is left to refund' };
  if (!form.cancel && share < MIN_REFUND_AMOUNT) return { field: 'percent', error: "At least ₹1, the payment gateway's minimum" };
  return { body: { refundPercent: percent, cancel: form.cancel } };
};
