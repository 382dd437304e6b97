import type { RaRecord } from 'react-admin';

/** A picked local date and time (no zone, as the date-time input holds it) as the instant the API wants: ISO 8601 with an offset. */
export const instantOf = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value !== '' && !/(?:[zZ]|[+-]\d\d:\d\d)$/.test(value)) {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
  }
  return value;
};

/**
 * The coupon form's values as POST/PUT /admin-api/coupons sends them (the form's `transform`):
 * from and to in the browser's zone as instants, and the campaign only on a spin-wheel coupon
 * (its input shows only then; a value left from switching the type would be refused).
 */
export function couponFormValues(data: RaRecord): RaRecord {
  const values: RaRecord = { ...data, from: instantOf(data.from), to: instantOf(data.to) };
  if (values.couponType !== 'spinWheel') values.campaignId = null;
  return values;
}
