import UndoIcon from '@mui/icons-material/Undo';
import { Button, Checkbox, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { formatAmount, refundBalanceOf, type OrderDocument } from '@sports/contracts';
import { useState } from 'react';
import { usePermissions, useRecordContext } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { managesOrg } from '../../auth/claims';
import { commands } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';
import { refundBodyOf, type RefundForm } from './refundForm';

/** Orders a venue can still cancel: the API refuses others with ORDER_NOT_CANCELLABLE anyway. */
const CANCELLABLE = new Set(['confirmed', 'pending_payment']);
const START: RefundForm = { mode: 'amount', amount: '', percent: '100', cancel: false };

/**
 * 'Refund' (managers of the order's organisation; issue 20 item 5): an amount in rupees or a
 * percentage of what was paid, within the refundable balance shown, checked before it is sent
 * (POST /admin-api/orders/{id}/refund). The booking stands unless "Also cancel" is ticked.
 * Staff who only read the organisation see no button.
 */
export function RefundButton() {
  const order = useRecordContext<OrderDocument>();
  const { permissions } = usePermissions<StaffPermissions | null>();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<RefundForm>(START);
  const [invalid, setInvalid] = useState<{ field: string; error: string } | null>(null);
  const { run, pending, error, clearError } = useCommandAction();
  if (!order || !managesOrg(permissions, order.orgId)) return null;
  const balance = refundBalanceOf(order);
  if (!CANCELLABLE.has(order.status) && balance.refundable === 0) return null;
  const money = (minor: number) => formatAmount(minor, order.symbol);
  const change = (patch: Partial<RefundForm>) => {
    setInvalid(null);
    setForm((f) => ({ ...f, ...patch }));
  };

  const submit = async () => {
    const checked = refundBodyOf(order, form);
    if ('error' in checked) return setInvalid(checked);
    const body = checked.body;
    const done = await run<OrderDocument>({
      send: () => commands.refundOrder(order.id, body),
      success: body.amount !== undefined ? `Refunded ${money(body.amount)}` : `Order refunded (${body.refundPercent}%)`,
      await: { resource: 'orders', id: order.id, isFresh: (o) => o.status !== order.status || o.refundTotal !== order.refundTotal },
    });
    if (done) {
      setOpen(false);
      setForm(START);
    }
  };
  const close = () => {
    clearError();
    setInvalid(null);
    setOpen(false);
  };
  const problem = (field: string) => (invalid?.field === field ? invalid.error : undefined);
  return (
    <>
      <Button startIcon={<UndoIcon />} onClick={() => setOpen(true)} color="warning">
        Refund
      </Button>
      <CommandDialog open={open} title="Refund this order" action="Refund" pending={pending} error={error} onClose={close} onSubmit={submit}>
        <Typography variant="body1" aria-label="Refundable balance">
          Refundable: <strong>{money(balance.refundable)}</strong>
          {balance.refunded > 0 ? ` (${money(balance.refunded)} of ${money(balance.paid)} refunded)` : ''}
        </Typography>
        <RadioGroup row aria-label="Refund by" value={form.mode} onChange={(e) => change({ mode: e.target.value as RefundForm['mode'] })}>
          <FormControlLabel value="amount" control={<Radio />} label="Amount" />
          <FormControlLabel value="percent" control={<Radio />} label="Percentage" />
        </RadioGroup>
        {form.mode === 'amount' ? (
          <TextField
            label="Amount (₹)"
            value={form.amount}
            onChange={(e) => change({ amount: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={Boolean(problem('amount'))}
            helperText={problem('amount') ?? `Up to ${money(balance.refundable)}`}
            autoFocus
            required
          />
        ) : (
          <TextField
            label="Refund percent"
            type="number"
            value={form.percent}
            onChange={(e) => change({ percent: e.target.value })}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
            error={Boolean(problem('percent'))}
            helperText={problem('percent') ?? 'Of what was paid'}
            autoFocus
            required
          />
        )}
        {CANCELLABLE.has(order.status) && (
          <FormControlLabel
            control={<Checkbox checked={form.cancel} onChange={(e) => change({ cancel: e.target.checked })} />}
            label="Also cancel the order and release its slots"
          />
        )}
      </CommandDialog>
    </>
  );
}
