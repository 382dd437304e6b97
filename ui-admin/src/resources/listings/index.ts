import CategoryIcon from '@mui/icons-material/Category';
import { adminListings } from '@sports/contracts';
import { lazy } from 'react';

/** Listings (sports and where they are played), for platform operators. */
export const listings = {
  name: adminListings.name,
  options: { label: adminListings.label },
  icon: CategoryIcon,
  recordRepresentation: 'listingName',
  list: lazy(() => import('./ListingList')),
  show: lazy(() => import('./ListingShow')),
};
