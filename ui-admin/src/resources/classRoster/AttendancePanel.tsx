import { Alert, Box, Button, ButtonGroup, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  ATTENDANCE_MARKS,
  type AttendanceDocument,
  type AttendanceMark,
  type ClassSessionDocument,
  type StudentDocument,
} from '@sports/contracts';
import { useGetManyReference, usePermissions, useRecordContext } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { commands } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { humanize } from '../labels';
import { remainingText } from './format';
import { runsClassesOf } from './staff';

/**
 * The session's register: every active student of its batch with their mark, and Present / Late /
 * Absent buttons for the organisation's staff (PUT …/attendance/{userId}). The server keeps the
 * rules (enrolled, started, not cancelled, sessions left) and its refusal is shown here.
 */
export function AttendancePanel(_props: { label?: string }) {
  const session = useRecordContext<ClassSessionDocument>();
  const { permissions } = usePermissions<StaffPermissions | null>();
  const { run, pending, error } = useCommandAction();
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
  const canMark = runsClassesOf(permissions, session.orgId) && session.status !== 'cancelled';

  const markAs = (userId: string, name: string, status: AttendanceMark) =>
    run<ClassSessionDocument>({
      send: () => commands.markAttendance(session, userId, { status }),
      success: `${name} marked ${status}`,
      await: { resource: 'sessions', id: session.id, isFresh: (r) => r.updated !== session.updated },
    });

  if (students.isPending || marks.isPending) return <Typography color="text.secondary">Loading the register…</Typography>;
  if (rows.length === 0) return <Typography color="text.secondary">No students in this batch yet.</Typography>;
  return (
    <>
      {session.status === 'cancelled' ? <Alert severity="info">The session was cancelled: it takes no attendance.</Alert> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {/* The Mark as buttons are wider than a phone: the register scrolls inside the card rather than widening the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Register">
          <TableHead>
            <TableRow>
              <TableCell>Student</TableCell>
              <TableCell>Sessions left</TableCell>
              <TableCell>Mark</TableCell>
              {canMark ? <TableCell>Mark as</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const current = markOf.get(row.userId)?.status;
              return (
                <TableRow key={row.userId}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.remaining}</TableCell>
                  <TableCell>{current ? humanize(current) : 'Not marked'}</TableCell>
                  {canMark ? (
                    <TableCell>
                      <ButtonGroup size="small" aria-label={`Mark ${row.name}`}>
                        {ATTENDANCE_MARKS.map((status) => (
                          // The current mark stands out (and marking it again would change nothing, so it sends nothing).
                          <Button
                            key={status}
                            variant={current === status ? 'contained' : 'outlined'}
                            aria-pressed={current === status}
                            disabled={pending}
                            onClick={() => (current === status ? undefined : void markAs(row.userId, row.name, status))}
                          >
                            {humanize(status)}
                          </Button>
                        ))}
                      </ButtonGroup>
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
