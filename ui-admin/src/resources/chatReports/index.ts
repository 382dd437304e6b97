import ForumIcon from '@mui/icons-material/Forum';
import { lazy } from 'react';
import { entryOf } from '../entries';

/** Reports of game chat messages (docs/decisions.md "Game chat"), the venue organisation's moderation queue. */
export const chatReports = {
  ...entryOf('chatReports'),
  icon: ForumIcon,
  list: lazy(() => import('./ChatReportList')),
  show: lazy(() => import('./ChatReportShow')),
};
