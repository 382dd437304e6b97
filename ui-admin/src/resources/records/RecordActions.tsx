import { Button, MenuItem, TextField } from '@mui/material';
import { RECORD_KINDS, type OrgRecordDocument, type RecordKind } from '@sports/contracts';
import { useState } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { commands } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';
import { humanize } from '../labels';

/** The record's organisation and key, the path of its commands. */
const refOf = (record: OrgRecordDocument) => [record.orgId, record.key] as const;

/** Move the record to another of its kind's statuses, with a note (POST …/{key}/status). */
export function ChangeStatusButton({ kind }: { kind: RecordKind }) {
  const record = useRecordContext<OrgRecordDocument>();
  const resource = useResourceContext() ?? RECORD_KINDS[kind].plural;
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const { run, pending, error, clearError } = useCommandAction();
  if (!record) return null;
  const targets = RECORD_KINDS[kind].statuses.filter((s) => s !== record.status);
  const close = () => {
    clearError();
    setOpen(false);
  };
  const submit = async () => {
    const body = { status, ...(note.trim() ? { note: note.trim() } : {}) };
    const done = await run<OrgRecordDocument>({
      send: () => commands.changeRecordStatus(kind, ...refOf(record), body),
      success: `Status changed to ${humanize(status)}`,
      await: { resource, id: record.id, isFresh: (r) => r.status === status },
    });
    if (done) setOpen(false);
  };
  return (
    <>
      <Button
        onClick={() => {
          setStatus(targets[0] ?? '');
          setNote('');
          setOpen(true);
        }}
      >
        Change status
      </Button>
      <CommandDialog
        open={open}
        title={`Change the status of “${record.name}”`}
        action="Change status"
        pending={pending}
        error={error}
        onClose={close}
        onSubmit={submit}
      >
        <TextField select label="New status" value={status} onChange={(e) => setStatus(e.target.value)} required>
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
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </CommandDialog>
    </>
  );
}

/** Hide community content, or restore it to its kind's first status (published, visible). */
export function ModerationButton({ kind }: { kind: RecordKind }) {
  const record = useRecordContext<OrgRecordDocument>();
  const resource = useResourceContext() ?? RECORD_KINDS[kind].plural;
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const { run, pending, error, clearError } = useCommandAction();
  if (!record) return null;
  const hidden = record.status === 'hidden';
  const target = hidden ? RECORD_KINDS[kind].statuses[0] : 'hidden';
  const action = hidden ? 'Restore' : 'Hide';
  const close = () => {
    clearError();
    setOpen(false);
  };
  const submit = async () => {
    const done = await run<OrgRecordDocument>({
      send: () => commands.changeRecordStatus(kind, ...refOf(record), { status: target, ...(note.trim() ? { note: note.trim() } : {}) }),
      success: hidden ? 'Restored' : 'Hidden',
      await: { resource, id: record.id, isFresh: (r) => r.status === target },
    });
    if (done) setOpen(false);
  };
  return (
    <>
      <Button
        color={hidden ? 'primary' : 'warning'}
        onClick={() => {
          setNote('');
          setOpen(true);
        }}
      >
        {action}
      </Button>
      <CommandDialog
        open={open}
        title={`${action} “${record.name}”`}
        action={action}
        pending={pending}
        error={error}
        onClose={close}
        onSubmit={submit}
      >
        <TextField
          label="Note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </CommandDialog>
    </>
  );
}

/** A local date and time typed in the browser, as the instant the API wants. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** Log a call or visit on an enquiry, with the next follow-up (POST /org-api/{orgId}/enquiries/{key}/logs). */
export function AddLogButton() {
  const record = useRecordContext<OrgRecordDocument>();
  const resource = useResourceContext() ?? RECORD_KINDS.enquiry.plural;
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [nextFollowUp, setNextFollowUp] = useState('');
  const { run, pending, error, clearError } = useCommandAction();
  if (!record) return null;
  const close = () => {
    clearError();
    setOpen(false);
  };
  const submit = async () => {
    const logged = record.logs.length;
    const next = instantOf(nextFollowUp);
    const done = await run<OrgRecordDocument>({
      send: () => commands.logEnquiry(...refOf(record), { note: note.trim(), ...(next ? { nextFollowUp: next } : {}) }),
      success: 'Log added',
      await: { resource, id: record.id, isFresh: (r) => r.logs.length > logged },
    });
    if (done) setOpen(false);
  };
  return (
    <>
      <Button
        onClick={() => {
          setNote('');
          setNextFollowUp('');
          setOpen(true);
        }}
      >
        Add log
      </Button>
      <CommandDialog
        open={open}
        title={`Add a log to “${record.name}”`}
        action="Add log"
        pending={pending}
        error={error}
        onClose={close}
        onSubmit={submit}
      >
        <TextField
          label="Note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <TextField
          label="Next follow-up"
          type="datetime-local"
          value={nextFollowUp}
          onChange={(e) => setNextFollowUp(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </CommandDialog>
    </>
  );
}
