import {
  Alert,
  Button,
  ButtonGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  ATTENDANCE_MARKS,
  type AttendanceDocument,
  type AttendanceMark,
  type ClassSessionDocument,
  type StudentDocument,
} from '@sports/contracts';
import { venueMs } from '@sports/contracts/time/venueDate';
import { useGetManyReference, usePermissions, useRecordContext } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { commands } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { humanize } from '../labels';
import { remainingText, sessionWhen } from './format';
import { runsClassesOf } from './staff';

/** Whether the session has started at the venue: attendance is taken from then on (the server's SESSION_NOT_STARTED). */
export const sessionStarted = (session: Pick<ClassSessionDocument, 'date' | 'startTime'>, nowMs = Date.now()): boolean =>
  nowMs >= venueMs(session.date, session.startTime);

/** "11 sessions left" on a phone's line; nothing for a student whose enrolment is gone ("—"). */
const sessionsLeftText = (remaining: string): string | null =>
  remaining === '—' ? null : `${remaining} ${remaining === '1' ? 'session' : 'sessions'} left`;

/**
 * The session's register: every active student of its batch with their mark, and Present / Late /
 * Absent buttons for the organisation's staff (PUT …/attendance/{userId}) once the session has
 * started. The server keeps the rules (enrolled, started, not cancelled, sessions left) and its
 * refusal is shown here. On a phone, where the register is taken at the pitch, each student is one
 * row of the table with the buttons across its width, instead of a fourth column off the screen.
 */
export function AttendancePanel(_props: { label?: string }) {
  const session = useRecordContext<ClassSessionDocument>();
  const { permissions } = usePermissions<StaffPermissions | null>();
  const { run, pending, error } = useCommandAction();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const students = useGetManyReference<StudentDocument>(
    'students',
    {
      target: 'batchId',
      id: session?.batchId,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: { status: 'active' },
    },
    { enabled: !!session },
  );
  const marks = useGetManyReference<AttendanceDocument>(
    'attendance',
    {
      target: 'sessionRecordId',
      id: session?.id,
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    },
    { enabled: !!session },
  );
  if (!session) return null;
  const markOf = new Map((marks.data ?? []).map((m) => [m.userId, m]));
  // Everyone marked stays on the register, even after their enrolment was cancelled.
  const rows = [...(students.data ?? []).map((s) => ({ userId: s.userId, name: s.name, remaining: remainingText(s.sessionsRemaining) }))];
  for (const m of marks.data ?? [])
    if (!rows.some((r) => r.userId === m.userId)) rows.push({ userId: m.userId, name: m.name, remaining: '—' });
  const staff = runsClassesOf(permissions, session.orgId) && session.status !== 'cancelled';
  const started = sessionStarted(session);
  const canMark = staff && started;

  const markAs = (userId: string, name: string, status: AttendanceMark) =>
    run<ClassSessionDocument>({
      send: () => commands.markAttendance(session, userId, { status }),
      success: `${name} marked ${status}`,
      await: { resource: 'sessions', id: session.id, isFresh: (r) => r.updated !== session.updated },
    });

  if (students.isPending || marks.isPending) return <Typography color="text.secondary">Loading the register…</Typography>;
  if (rows.length === 0) return <Typography color="text.secondary">No students in this batch yet.</Typography>;
  const buttonsFor = (row: (typeof rows)[number], current: AttendanceMark | undefined) => (
    <ButtonGroup size="small" aria-label={`Mark ${row.name}`} fullWidth={phone}>
      {ATTENDANCE_MARKS.map((status) => (
        // The current mark stands out (and marking it again would change nothing, so it sends nothing).
        <Button
          key={status}
          variant={current === status ? 'contained' : 'outlined'}
          aria-pressed={current === status}
          disabled={pending}
          sx={phone ? { minHeight: 44 } : undefined}
          onClick={() => (current === status ? undefined : void markAs(row.userId, row.name, status))}
        >
          {humanize(status)}
        </Button>
      ))}
    </ButtonGroup>
  );
  return (
    <>
      {session.status === 'cancelled' ? <Alert severity="info">The session was cancelled: it takes no attendance.</Alert> : null}
      {staff && !started ? (
        <Alert severity="info">Attendance is taken from the start, {sessionWhen(session.date, session.startTime)}.</Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Table size="small" aria-label="Register">
        <TableHead>
          <TableRow>
            <TableCell>Student</TableCell>
            {phone ? null : <TableCell>Sessions left</TableCell>}
            {phone ? null : <TableCell>Mark</TableCell>}
            {canMark && !phone ? <TableCell>Mark as</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const current = markOf.get(row.userId)?.status;
            const mark = current ? humanize(current) : 'Not marked';
            if (phone)
              return (
                <TableRow key={row.userId}>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: canMark ? 1 : 0 }}>
                      {[mark, sessionsLeftText(row.remaining)].filter(Boolean).join(' · ')}
                    </Typography>
                    {canMark ? buttonsFor(row, current) : null}
                  </TableCell>
                </TableRow>
              );
            return (
              <TableRow key={row.userId}>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.remaining}</TableCell>
                <TableCell>{mark}</TableCell>
                {canMark ? <TableCell>{buttonsFor(row, current)}</TableCell> : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
