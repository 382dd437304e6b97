import StadiumIcon from '@mui/icons-material/Stadium';
import { lazy } from 'react';
import { entryOf } from '../entries';

/** Spaces, labelled Venues as staff call them; managers create and edit them (PUT /org-api/{orgId}/spaces/{spaceId}). */
export const spaces = {
  ...entryOf('spaces'),
  icon: StadiumIcon,
  list: lazy(() => import('./SpaceList')),
  show: lazy(() => import('./SpaceShow')),
  create: lazy(() => import('./SpaceForm').then((m) => ({ default: m.SpaceCreate }))),
  edit: lazy(() => import('./SpaceForm').then((m) => ({ default: m.SpaceEdit }))),
  recordRepresentation: 'name',
};
