import PaymentsIcon from '@mui/icons-material/Payments';
import { adminPayouts } from '@sports/contracts';
import { lazy } from 'react';

export const payouts = {
  name: adminPayouts.name,
  options: { label: adminPayouts.label },
  icon: PaymentsIcon,
  list: lazy(() => import('./PayoutList')),
  show: lazy(() => import('./PayoutShow')),
};
