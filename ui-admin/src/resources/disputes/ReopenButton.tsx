import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { adminDisputes } from '@sports/contracts';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { commands } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';
import { NoteField } from './NoteField';
import { useDecidesDispute, type DisputeCase } from './ResolveButton';

/**
 * 'Reopen' a resolved case: a manager of the venue's organisation, with a note
 * saying why; the case is back in the queue and an upheld outcome stops counting against the
 * host until it is resolved again. POST /admin-api/disputes/{caseId}/reopen.
 */
export function ReopenButton() {
  const dispute = useRecordContext<DisputeCase>();
  const decides = useDecidesDispute(dispute);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const { run, pending, error, clearError } = useCommandAction();
  if (!dispute || dispute.status !== 'resolved' || !decides) return null;

  const submit = async () => {
    const trimmed = note.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    const done = await run<DisputeCase>({
      send: () => commands.reopenDispute(dispute.caseId, { activityId: dispute.activityId, note: trimmed }),
      success: 'Dispute reopened',
      await: { resource: adminDisputes.name, id: String(dispute.id), isFresh: (d) => d.status === 'open' },
    });
    if (done) {
      setNote('');
      setOpen(false);
    }
  };
  const close = () => {
    clearError();
    setMissing(false);
    setOpen(false);
  };
  return (
    <>
      <Button startIcon={<ReplayIcon />} onClick={() => setOpen(true)}>
        Reopen
      </Button>
      <CommandDialog
        open={open}
        title="Reopen this dispute"
        action="Reopen"
        pending={pending}
        error={error}
        onClose={close}
        onSubmit={submit}
      >
        <NoteField
          value={note}
          onChange={(next) => {
            setNote(next);
            setMissing(false);
          }}
          missing={missing}
          hint="Say why the case is reopened"
        />
      </CommandDialog>
    </>
  );
}
