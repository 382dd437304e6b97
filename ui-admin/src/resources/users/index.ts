import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { entryOf } from '../entries';

/** Users (platform operators only): read here; access accounts are granted through /org-api. */
export const users = {
  ...entryOf('users'),
  icon: PeopleIcon,
  recordRepresentation: 'name',
  list: lazy(() => import('./UserList')),
  show: lazy(() => import('./UserShow')),
};
