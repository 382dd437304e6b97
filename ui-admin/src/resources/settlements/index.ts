import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';
import { entryOf } from '../entries';

/** Payout settlements; only platform operators settle (the menu and the Create button say so). */
export const settlements = {
  ...entryOf('settlements'),
  icon: AccountBalanceIcon,
  list: lazy(() => import('./SettlementList')),
  show: lazy(() => import('./SettlementShow')),
  create: lazy(() => import('./SettlementCreate')),
};
