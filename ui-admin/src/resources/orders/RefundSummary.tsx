import { Typography } from '@mui/material';
import { refundBalanceOf, refundSentence, type OrderDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';

/** "₹608 of ₹1,236 refunded", the sentence the buyer reads on their order page too. */
export function RefundSummary({ label: _label }: { label?: string }) {
  const order = useRecordContext<OrderDocument>();
  if (!order) return null;
  const balance = refundBalanceOf(order);
  const sentence = refundSentence(balance, order.symbol);
  if (!sentence) return <Typography variant="body2">Nothing refunded</Typography>;
  return (
    <Typography variant="body2" data-testid="refund-summary">
      {sentence}
    </Typography>
  );
}
