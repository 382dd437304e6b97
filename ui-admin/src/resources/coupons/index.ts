import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import { entryOf } from '../entries';

/** Coupons; managers create and edit them (PUT /org-api/{orgId}/coupons/{code}). */
export const coupons = {
  ...entryOf('coupons'),
  icon: LocalOfferIcon,
  list: lazy(() => import('./CouponList')),
  show: lazy(() => import('./CouponShow')),
  create: lazy(() => import('./CouponForm').then((m) => ({ default: m.CouponCreate }))),
  edit: lazy(() => import('./CouponForm').then((m) => ({ default: m.CouponEdit }))),
};
