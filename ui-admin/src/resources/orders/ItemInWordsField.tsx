import { Typography } from '@mui/material';
import { itemInWords, type OrderDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';

type Item = OrderDocument['items'][number];

/** An order line in words (issue 20 item 5): "Turf A, 27 Nov, 18:00–19:00", as its refund lines read. */
export function ItemInWordsField({ label: _label }: { label?: string }) {
  const item = useRecordContext<Item & { id: string }>();
  if (!item) return null;
  // The line's own name carries its venue; the order's name is only a fallback.
  return <Typography variant="body2">{itemInWords({ spaceName: '' }, item)}</Typography>;
}
