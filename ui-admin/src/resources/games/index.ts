import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { lazy } from 'react';
import { entryOf } from '../entries';

export const games = {
  ...entryOf('games'),
  icon: SportsSoccerIcon,
  list: lazy(() => import('./GameList')),
  show: lazy(() => import('./GameShow')),
  recordRepresentation: 'name',
};
