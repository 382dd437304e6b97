import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { adminAttendance, adminBatches, adminSessions, adminStudents, type ClassSessionDocument } from '@sports/contracts';
import { createElement, lazy } from 'react';

/**
 * A class's batches, sessions, students and attendance (docs/backoffice.md "Classes"): read-only
 * lists and pages; the one write, marking attendance, is on a session's page (AttendancePanel).
 */
export const batches = {
  name: adminBatches.name,
  options: { label: adminBatches.label },
  icon: ViewWeekIcon,
  recordRepresentation: 'name',
  list: lazy(() => import('./BatchList')),
  show: lazy(() => import('./BatchShow')),
};
export const sessions = {
  name: adminSessions.name,
  options: { label: adminSessions.label },
  icon: EventNoteIcon,
  recordRepresentation: (s: ClassSessionDocument) => `${s.date} ${s.startTime}`,
  list: lazy(() => import('./SessionList')),
  show: lazy(() => import('./SessionShow')),
};
export const students = {
  name: adminStudents.name,
  options: { label: adminStudents.label },
  icon: GroupsIcon,
  recordRepresentation: 'name',
  list: lazy(() => import('./StudentList')),
  show: lazy(() => import('./StudentShow')),
};
export const attendance = {
  name: adminAttendance.name,
  options: { label: adminAttendance.label },
  icon: AssignmentTurnedInIcon,
  list: lazy(() => import('./AttendanceList')),
  show: lazy(() => import('../records/RecordShow').then((m) => ({ default: () => createElement(m.RecordShow, { of: adminAttendance, title: 'Attendance' }) }))),
};
