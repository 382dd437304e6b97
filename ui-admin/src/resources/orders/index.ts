import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { entryOf } from '../entries';

/** Orders (spec section 3 "Order"), read-only for now: list and show, views loaded on first visit. */
export const orders = {
  ...entryOf('orders'),
  icon: ReceiptLongIcon,
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
};
