import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Button, Checkbox, FormControlLabel, FormHelperText, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { formatAmount, refundBalanceOf, type OrderDocument } from '@sports/contracts';
import { useState } from 'react';
import { usePermissions, useRecordContext } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { managesOrg } from '../../auth/claims';
import { commands } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';
import { refundBodyOf, type RefundForm } from './refundForm';
import { zeroRefundReason } from './refundReason';

/** Orders a venue can still cancel: the API refuses others with ORDER_NOT_CANCELLABLE anyway. */
const CANCELLABLE = new Set(['confirmed', 'pending_payment']);
const START: RefundForm = { mode: 'amount', amount: '', percent: '100', cancel: false };

/**
 * 'Refund' (managers of the order's organisation; docs/backoffice.md): an amount in rupees or a
 * percentage of what was paid, within the refundable balance shown, checked before it is sent
 * (POST /admin-api/orders/{id}/refund). The booking stands unless "Also cancel" is ticked.
 * With nothing to refund the dialog says why ("Paid at the venue: nothing was taken online")
 * and offers only the cancellation. Staff who only read the organisation see no button.
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

  const reason = zeroRefundReason(order, balance);
  const submit = async () => {
    // Nothing to give back: only a cancellation can be sent (a 0% share with it).
    if (reason && !form.cancel) return setInvalid({ field: 'cancel', error: 'Nothing to refund: tick "Also cancel" to cancel the order' });
    const checked: ReturnType<typeof refundBodyOf> = reason ? { body: { refundPercent: 0, cancel: true } } : refundBodyOf(order, form);
    if ('error' in checked) return setInvalid(checked);
    const body = checked.body;
    const done = await run<OrderDocument>({
      send: () => commands.refundOrder(order.id, body),
      success:
        body.amount !== undefined
          ? `Refunded ${money(body.amount)}`
          : reason
            ? 'Order cancelled'
            : `Order refunded (${body.refundPercent}%)`,
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
      <CommandDialog
        open={open}
        title="Refund this order"
        action="Refund"
        pending={pending}
        error={error}
        onClose={close}
        onSubmit={submit}
      >
        <Typography variant="body1" aria-label="Refundable balance">
          Refundable: <strong>{money(balance.refundable)}</strong>
          {balance.refunded > 0 ? ` (${money(balance.refunded)} of ${money(balance.paid)} refunded)` : ''}
        </Typography>
        {reason ? (
          <Alert severity="info" aria-label="Why nothing to refund">
            {reason}
          </Alert>
        ) : (
          <>
            <RadioGroup
              row
              aria-label="Refund by"
              value={form.mode}
              onChange={(e) => change({ mode: e.target.value as RefundForm['mode'] })}
            >
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
          </>
        )}
        {CANCELLABLE.has(order.status) && (
          <FormControlLabel
            control={<Checkbox checked={form.cancel} onChange={(e) => change({ cancel: e.target.checked })} />}
            label="Also cancel the order and release its slots"
          />
        )}
        {problem('cancel') ? <FormHelperText error>{problem('cancel')}</FormHelperText> : null}
      </CommandDialog>
    </>
  );
}
