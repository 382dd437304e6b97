import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatMoney } from './money';

interface MoneyFieldProps {
  source: string;
  /** The record field holding the currency code; INR when the record has none. */
  currencySource?: string;
  /** A fixed currency, for nested rows (order items) that carry none of their own. */
  currency?: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/** A minor-units amount of the record, formatted in its currency. */
export function MoneyField({ source, currencySource = 'currency', currency: fixed }: MoneyFieldProps) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source];
  if (typeof value !== 'number') return null;
  const own = record?.[currencySource];
  const currency = fixed ?? (typeof own === 'string' ? own : 'INR');
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(value, currency)}
    </Typography>
  );
}
