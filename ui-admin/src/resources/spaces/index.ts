import StadiumIcon from '@mui/icons-material/Stadium';
import { adminSpaces } from '@sports/contracts';
import { lazy } from 'react';

/** Spaces, labelled Venues as staff call them. */
export const spaces = {
  name: adminSpaces.name,
  options: { label: adminSpaces.label },
  icon: StadiumIcon,
  list: lazy(() => import('./SpaceList')),
  show: lazy(() => import('./SpaceShow')),
  recordRepresentation: 'name',
};
