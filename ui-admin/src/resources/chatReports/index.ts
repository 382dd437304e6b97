import ForumIcon from '@mui/icons-material/Forum';
import { lazy } from 'react';
import { entryOf } from '../entries';

/** Reports of game chat messages (docs/adr/0101-game-chat.md), the venue organisation's moderation queue. */
export const chatReports = {
  ...entryOf('chatReports'),
  icon: ForumIcon,
  list: lazy(() => import('./ChatReportList')),
  show: lazy(() => import('./ChatReportShow')),
};
