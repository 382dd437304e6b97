import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { SPIN_WHEEL_MAX_SLICES, SPIN_WHEEL_MIN_SLICES, type SpinWheelDocument } from '@sports/contracts';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { adminHttpClient } from '../../../api/adminHttp';
import { WheelChart } from './WheelChart';
import { NO_PRIZE } from './wheelSlices';

type Row = { code: string; weight: string };
/** The select's value for a "no prize" slice (coupon codes are upper-case letters and digits, so it cannot clash). */
const NONE = '-';

/** What the editor starts from: the prizes set, or else each candidate coupon once and a "no prize" slice. */
const initialRows = (wheel: SpinWheelDocument): Row[] =>
  wheel.slices.length
    ? wheel.slices.map((s) => ({ code: s.code ?? NONE, weight: String(s.weight) }))
    : [...wheel.candidates.map((c) => ({ code: c.code, weight: '1' })), { code: NONE, weight: '1' }];

/**
 * Managers set the wheel's prizes and odds (PUT /org-api/{orgId}/spin-wheels/{campaignId}, a
 * dedicated command endpoint; docs/adr/0110-spin-wheel-server.md). The server
 * checks every rule again and its refusal, naming the slice, is shown as sent.
 */
export function PrizeEditor({ wheel }: { wheel: SpinWheelDocument }) {
  const [rows, setRows] = useState<Row[]>(() => initialRows(wheel));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const change = (i: number, patch: Partial<Row>) => setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const draft = rows.map((r) => ({ code: r.code === NONE ? null : r.code, weight: Number(r.weight) }));

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await adminHttpClient(`/org-api/${encodeURIComponent(wheel.orgId)}/spin-wheels/${encodeURIComponent(wheel.campaignId)}`, {
        method: 'PUT',
        headers: new Headers({ accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
        body: JSON.stringify({ slices: draft }),
      });
      notify('Prizes and odds saved', { type: 'success' });
      refresh();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="prize-editor-title" sx={{ mt: 3 }}>
      <Typography id="prize-editor-title" variant="h6" component="h2">
        Set prizes and odds
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {SPIN_WHEEL_MIN_SLICES}–{SPIN_WHEEL_MAX_SLICES} slices. A slice's chance is its weight's share of all weights. The server draws
        every spin by these odds.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 520 }}>
          {rows.map((row, i) => (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                label={`Slice ${i + 1} prize`}
                value={row.code}
                onChange={(e) => change(i, { code: e.target.value })}
                size="small"
                sx={{ flex: 2, minWidth: 0 }}
              >
                <MenuItem value={NONE}>{NO_PRIZE}</MenuItem>
                {wheel.candidates.map((c) => (
                  <MenuItem key={c.code} value={c.code}>
                    {c.code} — {c.description}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={`Slice ${i + 1} weight`}
                type="number"
                value={row.weight}
                onChange={(e) => change(i, { weight: e.target.value })}
                size="small"
                slotProps={{ htmlInput: { min: 1, max: 1000, step: 1, inputMode: 'numeric' } }}
                sx={{ flex: 1, minWidth: 90 }}
              />
              <IconButton
                aria-label={`Remove slice ${i + 1}`}
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                disabled={rows.length <= SPIN_WHEEL_MIN_SLICES}
                sx={{ width: 44, height: 44 }}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Stack direction="row" spacing={1}>
            <Button
              onClick={() => setRows((all) => [...all, { code: NONE, weight: '1' }])}
              disabled={rows.length >= SPIN_WHEEL_MAX_SLICES}
              sx={{ minHeight: 44 }}
            >
              Add slice
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={saving} sx={{ minHeight: 44 }}>
              Save prizes and odds
            </Button>
          </Stack>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
        <WheelChart
          slices={draft.map((s) => ({ ...s, weight: Number.isFinite(s.weight) ? s.weight : 0 }))}
          title="Preview of the wheel being edited"
          caption="Preview: saved only with Save prizes and odds"
          maxWidth={260}
        />
      </Stack>
    </Box>
  );
}
