import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import { entryOf } from '../entries';

export const payouts = {
  ...entryOf('payouts'),
  icon: PaymentsIcon,
  list: lazy(() => import('./PayoutList')),
  show: lazy(() => import('./PayoutShow')),
};
