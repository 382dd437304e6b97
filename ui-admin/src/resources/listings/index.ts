import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import { entryOf } from '../entries';

/** Listings (sports and where they are played), for platform operators. */
export const listings = {
  ...entryOf('listings'),
  icon: CategoryIcon,
  recordRepresentation: 'listingName',
  list: lazy(() => import('./ListingList')),
  show: lazy(() => import('./ListingShow')),
};
