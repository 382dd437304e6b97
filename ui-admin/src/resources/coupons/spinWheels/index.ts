import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import { lazy } from 'react';
import { entryOf } from '../../entries';

/** Spin wheels: managers set each campaign's prizes and odds on its page (PUT /org-api/{orgId}/spin-wheels/{campaignId}). */
export const spinWheels = {
  ...entryOf('spinWheels'),
  icon: DonutLargeIcon,
  list: lazy(() => import('./SpinWheelList')),
  show: lazy(() => import('./SpinWheelShow')),
};
