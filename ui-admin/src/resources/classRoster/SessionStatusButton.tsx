import { Button, MenuItem, TextField } from '@mui/material';
import type { ClassSessionDocument, SessionStatus } from '@sports/contracts';
import { useState } from 'react';
import { usePermissions, useRecordContext } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { commands } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';
import { humanize } from '../labels';
import { sessionWhen } from './format';
import { runsClassesOf } from './staff';

/** Where a session may go from where it is (completed is final; a cancelled one is only put back). */
const NEXT: Record<SessionStatus, SessionStatus[]> = { scheduled: ['cancelled', 'completed'], cancelled: ['scheduled'], completed: [] };

/** Cancel, complete or reschedule the session, with a note (POST …/sessions/{sessionId}/status). */
export function SessionStatusButton() {
  const session = useRecordContext<ClassSessionDocument>();
  const { permissions } = usePermissions<StaffPermissions | null>();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<SessionStatus>('scheduled');
  const [note, setNote] = useState('');
  const { run, pending, error, clearError } = useCommandAction();
  if (!session || !runsClassesOf(permissions, session.orgId)) return null;
  const targets = NEXT[session.status];
  if (targets.length === 0) return null;
  const close = () => {
    clearError();
    setOpen(false);
  };
  const submit = async () => {
    const done = await run<ClassSessionDocument>({
      send: () => commands.changeSessionStatus(session, { status, ...(note.trim() ? { note: note.trim() } : {}) }),
      success: `Session ${humanize(status).toLowerCase()}`,
      await: { resource: 'sessions', id: session.id, isFresh: (r) => r.status === status },
    });
    if (done) setOpen(false);
  };
  return (
    <>
      <Button
        onClick={() => {
          setStatus(targets[0]!);
          setNote('');
          setOpen(true);
        }}
      >
        Change status
      </Button>
      <CommandDialog
        open={open}
        title={`Change the status of the ${sessionWhen(session.date, session.startTime)} session`}
        action="Change status"
        pending={pending}
        error={error}
        onClose={close}
        onSubmit={submit}
      >
        <TextField select label="New status" value={status} onChange={(e) => setStatus(e.target.value as SessionStatus)} required>
          {targets.map((s) => (
            <MenuItem key={s} value={s}>
              {humanize(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </CommandDialog>
    </>
  );
}
