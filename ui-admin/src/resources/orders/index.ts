import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { adminOrders } from '@sports/contracts';
import { lazy } from 'react';

/** Orders (spec section 3 "Order"), read-only for now: list and show, views loaded on first visit. */
export const orders = {
  name: adminOrders.name,
  options: { label: adminOrders.label },
  icon: ReceiptLongIcon,
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
};
