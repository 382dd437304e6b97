import UndoIcon from '@mui/icons-material/Undo';
import { Button, TextField, Typography } from '@mui/material';
import type { OrderDocument } from '@sports/contracts';
import { useState } from 'react';
import { usePermissions, useRecordContext } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { managesOrg } from '../../auth/claims';
import { commands } from '../../commands/commandApi';
import { useCommandAction } from '../../commands/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';

/** Orders a venue can still take back: the API refuses others with ORDER_NOT_CANCELLABLE anyway. */
const REFUNDABLE = new Set(['confirmed', 'pending_payment']);

/**
 * 'Refund' (managers of the order's organisation): POST /admin-api/orders/{id}/refund with the
 * share the venue chooses, 100% unless changed. Staff who only read the organisation see no button.
 */
export function RefundButton() {
  const order = useRecordContext<OrderDocument>();
  const { permissions } = usePermissions<StaffPermissions | null>();
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState('100');
  const { run, pending, error, clearError } = useCommandAction();
  if (!order || !managesOrg(permissions, order.orgId) || !REFUNDABLE.has(order.status)) return null;

  const submit = async () => {
    const refundPercent = Number(percent);
    const done = await run<OrderDocument>({
      send: () => commands.refundOrder(order.id, Number.isInteger(refundPercent) ? refundPercent : Number.NaN),
      success: `Order refunded (${refundPercent}%)`,
      await: { resource: 'orders', id: order.id, isFresh: (o) => o.status !== order.status },
    });
    if (done) setOpen(false);
  };
  const close = () => {
    clearError();
    setOpen(false);
  };
  return (
    <>
      <Button startIcon={<UndoIcon />} onClick={() => setOpen(true)} color="warning">
        Refund
      </Button>
      <CommandDialog open={open} title="Refund this order" action="Refund" pending={pending} error={error} onClose={close} onSubmit={submit}>
        <Typography variant="body2">The order is cancelled, its slots and places are released, and the share below of what was paid goes back through the gateway.</Typography>
        <TextField label="Refund percent" type="number" value={percent} onChange={(e) => setPercent(e.target.value)} slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }} autoFocus required />
      </CommandDialog>
    </>
  );
}
