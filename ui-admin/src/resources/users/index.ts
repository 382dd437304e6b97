import PeopleIcon from '@mui/icons-material/People';
import { adminUsers } from '@sports/contracts';
import { lazy } from 'react';

/** Users (platform operators only): read here; access accounts are granted through /org-api. */
export const users = {
  name: adminUsers.name,
  options: { label: adminUsers.label },
  icon: PeopleIcon,
  recordRepresentation: 'name',
  list: lazy(() => import('./UserList')),
  show: lazy(() => import('./UserShow')),
};
