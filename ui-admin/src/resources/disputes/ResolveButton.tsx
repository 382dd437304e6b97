import GavelIcon from '@mui/icons-material/Gavel';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { adminDisputes } from '@sports/contracts';
import type { z } from 'zod';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { commands } from '../../commands/commandApi';
import { useCommandAction } from '../../commands/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';

type DisputeCase = z.infer<typeof adminDisputes.record>;
type Outcome = 'upheld' | 'dismissed';

/**
 * 'Resolve' an open case of the caller's queue: upheld (it counts against the game's host in
 * their reputation, docs/ratings.md) or dismissed, with a note. POST /admin-api/disputes/{caseId}/resolve.
 */
export function ResolveButton() {
  const dispute = useRecordContext<DisputeCase>();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('dismissed');
  const [note, setNote] = useState('');
  const { run, pending, error, clearError } = useCommandAction();
  if (!dispute || dispute.status !== 'open') return null;

  const submit = async () => {
    const done = await run<DisputeCase>({
      send: () => commands.resolveDispute(dispute.caseId, { activityId: dispute.activityId, outcome, note: note.trim() }),
      success: outcome === 'upheld' ? 'Dispute upheld' : 'Dispute dismissed',
      await: { resource: adminDisputes.name, id: String(dispute.id), isFresh: (d) => d.status === 'resolved' },
    });
    if (done) setOpen(false);
  };
  const close = () => {
    clearError();
    setOpen(false);
  };
  return (
    <>
      <Button startIcon={<GavelIcon />} onClick={() => setOpen(true)}>
        Resolve
      </Button>
      <CommandDialog open={open} title="Resolve this dispute" action="Resolve" pending={pending} error={error} onClose={close} onSubmit={submit}>
        <FormControl>
          <FormLabel id="dispute-outcome">Outcome</FormLabel>
          <RadioGroup aria-labelledby="dispute-outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)}>
            <FormControlLabel value="upheld" control={<Radio />} label="Upheld: it counts against the host" />
            <FormControlLabel value="dismissed" control={<Radio />} label="Dismissed" />
          </RadioGroup>
        </FormControl>
        <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      </CommandDialog>
    </>
  );
}
