import GavelIcon from '@mui/icons-material/Gavel';
import { Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { DISPUTE_OUTCOMES, adminDisputes, type DisputeOutcome } from '@sports/contracts';
import type { z } from 'zod';
import { useState } from 'react';
import { usePermissions, useRecordContext } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { managesOrg } from '../../auth/claims';
import { commands } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';
import { NoteField } from './NoteField';

export type DisputeCase = z.infer<typeof adminDisputes.record>;

/** How each outcome reads in the dialog (contracts DISPUTE_OUTCOMES; docs/ratings.md "Disputes"). */
const OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  upheld: 'Upheld: it counts against the host',
  dismissed: 'Dismissed',
};

/**
 * Resolving and reopening answer a player, a manager's act (docs/backoffice.md
 * "Disputes"): managers of the venue's organisation and platform operators see the buttons; staff
 * read the case and its history only (the API says 403 to them anyway).
 */
export const useDecidesDispute = (dispute: DisputeCase | undefined): boolean => {
  const { permissions } = usePermissions<StaffPermissions | null>();
  if (!dispute || !permissions) return false;
  if (permissions.role === 'admin') return true;
  // A case opened before orgId was recorded: any manager may try, the API decides by the venue's organisation.
  return dispute.orgId ? managesOrg(permissions, dispute.orgId) : permissions.role === 'org_manager';
};

/**
 * 'Resolve' an open case: an explicit outcome, upheld (it counts against the game's host in their
 * reputation) or dismissed, and a note, both required before anything is sent.
 * POST /admin-api/disputes/{caseId}/resolve.
 */
export function ResolveButton() {
  const dispute = useRecordContext<DisputeCase>();
  const decides = useDecidesDispute(dispute);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<{ outcome?: boolean; note?: boolean }>({});
  const { run, pending, error, clearError } = useCommandAction();
  if (!dispute || dispute.status !== 'open' || !decides) return null;

  const submit = async () => {
    const trimmed = note.trim();
    if (outcome === null || trimmed === '') {
      setMissing({ outcome: outcome === null, note: trimmed === '' });
      return;
    }
    const done = await run<DisputeCase>({
      send: () => commands.resolveDispute(dispute.caseId, { activityId: dispute.activityId, outcome, note: trimmed }),
      success: outcome === 'upheld' ? 'Dispute upheld' : 'Dispute dismissed',
      await: { resource: adminDisputes.name, id: String(dispute.id), isFresh: (d) => d.status === 'resolved' },
    });
    if (done) setOpen(false);
  };
  const close = () => {
    clearError();
    setMissing({});
    setOpen(false);
  };
  return (
    <>
      <Button startIcon={<GavelIcon />} onClick={() => setOpen(true)}>
        Resolve
      </Button>
      <CommandDialog
        open={open}
        title="Resolve this dispute"
        action="Resolve"
        pending={pending}
        error={error}
        onClose={close}
        onSubmit={submit}
      >
        <FormControl error={missing.outcome} required>
          <FormLabel id="dispute-outcome">Outcome</FormLabel>
          <RadioGroup
            aria-labelledby="dispute-outcome"
            value={outcome ?? ''}
            onChange={(e) => {
              setOutcome(e.target.value as DisputeOutcome);
              setMissing((m) => ({ ...m, outcome: false }));
            }}
          >
            {DISPUTE_OUTCOMES.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={OUTCOME_LABELS[value]} />
            ))}
          </RadioGroup>
          {missing.outcome ? <FormHelperText>Choose an outcome</FormHelperText> : null}
        </FormControl>
        <NoteField
          value={note}
          onChange={(next) => {
            setNote(next);
            setMissing((m) => ({ ...m, note: false }));
          }}
          missing={Boolean(missing.note)}
          hint="Say what was found: the player and the host read it"
        />
      </CommandDialog>
    </>
  );
}
