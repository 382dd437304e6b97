import { Typography } from '@mui/material';
import type { OrderDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';
import { formatMoney } from '../../format/money';

type Item = OrderDocument['items'][number];

/**
 * An order line's price before tax and, under it, its share of the order's discounts, which comes
 * off before tax is charged (docs/adr/0143-discounts-before-tax.md); orders placed before lines
 * carried their share show the price alone.
 */
export function ItemAmountField({ label: _label }: { label?: string }) {
  const item = useRecordContext<Item & { id: string }>();
  if (!item) return null;
  return (
    <>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(item.amount, 'INR')}
      </Typography>
      {item.discount ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          −{formatMoney(item.discount, 'INR')} discount
        </Typography>
      ) : null}
    </>
  );
}
