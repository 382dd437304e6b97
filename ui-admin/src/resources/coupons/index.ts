import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { adminCoupons } from '@sports/contracts';
import { lazy } from 'react';

/** Coupons; managers create and edit them (PUT /org-api/{orgId}/coupons/{code}). */
export const coupons = {
  name: adminCoupons.name,
  options: { label: adminCoupons.label },
  icon: LocalOfferIcon,
  list: lazy(() => import('./CouponList')),
  show: lazy(() => import('./CouponShow')),
  create: lazy(() => import('./CouponForm').then((m) => ({ default: m.CouponCreate }))),
  edit: lazy(() => import('./CouponForm').then((m) => ({ default: m.CouponEdit }))),
};
