import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';
import { entryOf } from '../entries';

export const disputes = {
  ...entryOf('disputes'),
  icon: GavelIcon,
  list: lazy(() => import('./DisputeList')),
  show: lazy(() => import('./DisputeShow')),
};
