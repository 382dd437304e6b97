import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { adminCoupons } from '@sports/contracts';
import { lazy } from 'react';

export const coupons = {
  name: adminCoupons.name,
  options: { label: adminCoupons.label },
  icon: LocalOfferIcon,
  list: lazy(() => import('./CouponList')),
  show: lazy(() => import('./CouponShow')),
};
