import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import type { ClassSessionDocument } from '@sports/contracts';
import { lazy } from 'react';
import { entryOf } from '../entries';
import { sessionWhen } from './format';

/**
 * A class's batches, sessions, students and attendance (docs/backoffice.md "Classes"): read-only
 * lists and pages; the one write, marking attendance, is on a session's page (AttendancePanel).
 */
export const batches = {
  ...entryOf('batches'),
  icon: ViewWeekIcon,
  recordRepresentation: 'name',
  list: lazy(() => import('./BatchList')),
  show: lazy(() => import('./BatchShow')),
};
export const sessions = {
  ...entryOf('sessions'),
  icon: EventNoteIcon,
  recordRepresentation: (s: ClassSessionDocument) => sessionWhen(s.date, s.startTime),
  list: lazy(() => import('./SessionList')),
  show: lazy(() => import('./SessionShow')),
};
export const students = {
  ...entryOf('students'),
  icon: GroupsIcon,
  recordRepresentation: 'name',
  list: lazy(() => import('./StudentList')),
  show: lazy(() => import('./StudentShow')),
};
export const attendance = {
  ...entryOf('attendance'),
  icon: AssignmentTurnedInIcon,
  list: lazy(() => import('./AttendanceList')),
  show: lazy(() => import('./AttendanceShow')),
};
