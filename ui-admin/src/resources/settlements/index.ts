import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { adminSettlements } from '@sports/contracts';
import { lazy } from 'react';

/** Payout settlements; only platform operators settle (the menu and the Create button say so). */
export const settlements = {
  name: adminSettlements.name,
  options: { label: adminSettlements.label },
  icon: AccountBalanceIcon,
  list: lazy(() => import('./SettlementList')),
  show: lazy(() => import('./SettlementShow')),
  create: lazy(() => import('./SettlementCreate')),
};
