import GavelIcon from '@mui/icons-material/Gavel';
import { adminDisputes } from '@sports/contracts';
import { lazy } from 'react';

export const disputes = {
  name: adminDisputes.name,
  options: { label: adminDisputes.label },
  icon: GavelIcon,
  list: lazy(() => import('./DisputeList')),
  show: lazy(() => import('./DisputeShow')),
};
