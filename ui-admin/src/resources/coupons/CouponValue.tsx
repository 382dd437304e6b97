import { Typography } from '@mui/material';
import type { CouponDocument } from '@sports/contracts';
import { useRecordContext } from 'react-admin';
import { formatMoney } from '../../format/money';

/** amountorper is a percentage for percentage coupons and minor units otherwise (spec section 3 Coupon). */
export function CouponValue(_props: { label?: string }) {
  const coupon = useRecordContext<CouponDocument>();
  if (!coupon) return null;
  const text =
    coupon.discountType === 'percentage'
      ? `${coupon.amountorper}%${coupon.maxDiscountAmount ? `, up to ${formatMoney(coupon.maxDiscountAmount)}` : ''}`
      : formatMoney(coupon.amountorper);
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
