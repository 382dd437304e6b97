import StadiumIcon from '@mui/icons-material/Stadium';
import { adminSpaces } from '@sports/contracts';
import { lazy } from 'react';

/** Spaces, labelled Venues as staff call them; managers create and edit them (PUT /org-api/{orgId}/spaces/{spaceId}). */
export const spaces = {
  name: adminSpaces.name,
  options: { label: adminSpaces.label },
  icon: StadiumIcon,
  list: lazy(() => import('./SpaceList')),
  show: lazy(() => import('./SpaceShow')),
  create: lazy(() => import('./SpaceForm').then((m) => ({ default: m.SpaceCreate }))),
  edit: lazy(() => import('./SpaceForm').then((m) => ({ default: m.SpaceEdit }))),
  recordRepresentation: 'name',
};
