import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { adminGames } from '@sports/contracts';
import { lazy } from 'react';

export const games = {
  name: adminGames.name,
  options: { label: adminGames.label },
  icon: SportsSoccerIcon,
  list: lazy(() => import('./GameList')),
  show: lazy(() => import('./GameShow')),
  recordRepresentation: 'name',
};
