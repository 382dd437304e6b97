import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button, Checkbox, FormControlLabel, FormGroup, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import { adminSpaces, type SpaceDocument } from '@sports/contracts';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { commands } from '../../actions/commandApi';
import { timeRangeDetailsOf, type TimeRangeForm } from './timeRangeDetails';
import { useCommandAction } from '../../actions/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const blank = (space: SpaceDocument): TimeRangeForm => ({
  fieldIds: space.facilities.map((f) => f.facilityId),
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  startTime: '06:00',
  endTime: '22:00',
  slotMinutes: 60,
  amountRupees: '',
  strikeAmountRupees: '',
  enableTax: space.taxes.length > 0,
  taxId: space.taxes[0]?.taxId ?? '',
  isTaxInclusive: false,
});

/**
 * 'Configure time range': which fields, which weekdays, the hours and slot length, and the price
 * configuration of spec section 3 (amount and strike amount typed in rupees, sent in paise;
 * enableTax, taxId, isTaxInclusive). PUT …/spaces/{spaceId}/timeRanges/{timeRangeConfigId}.
 */
export function TimeRangeButton() {
  const space = useRecordContext<SpaceDocument>();
  const [open, setOpen] = useState(false);
  const [rangeId, setRangeId] = useState('');
  const [form, setForm] = useState<TimeRangeForm | null>(null);
  const { run, pending, error, clearError } = useCommandAction();
  if (!space) return null;
  const value = form ?? blank(space);
  const set = (patch: Partial<TimeRangeForm>) => setForm({ ...value, ...patch });
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  const submit = async () => {
    const details = timeRangeDetailsOf(value);
    const done = await run<SpaceDocument>({
      send: () => commands.configureTimeRange(space.orgId, space.spaceId, rangeId.trim(), details),
      success: `Time range ${rangeId.trim()} saved`,
      await: {
        resource: adminSpaces.name,
        id: space.id,
        isFresh: (s) => s.timeRanges[rangeId.trim()]?.price.amount === details.price.amount,
      },
    });
    if (done) {
      setOpen(false);
      setForm(null);
      setRangeId('');
    }
  };
  return (
    <>
      <Button
        startIcon={<ScheduleIcon />}
        onClick={() => setOpen(true)}
        disabled={space.facilities.length === 0}
        title={space.facilities.length === 0 ? 'Add a field first' : undefined}
      >
        Configure time range
      </Button>
      <CommandDialog
        open={open}
        title="Configure a time range and its price"
        action="Save time range"
        pending={pending}
        error={error}
        onClose={() => {
          clearError();
          setOpen(false);
        }}
        onSubmit={submit}
      >
        <TextField
          label="Time range id"
          helperText="e.g. evening; saving an existing id replaces it"
          value={rangeId}
          onChange={(e) => setRangeId(e.target.value)}
          required
          autoFocus
        />
        <FormGroup>
          <FormLabel component="legend">Fields</FormLabel>
          {space.facilities.map((f) => (
            <FormControlLabel
              key={f.facilityId}
              control={
                <Checkbox
                  checked={value.fieldIds.includes(f.facilityId)}
                  onChange={() => set({ fieldIds: toggle(value.fieldIds, f.facilityId) })}
                />
              }
              label={f.facilityName}
            />
          ))}
        </FormGroup>
        <FormGroup row>
          <FormLabel component="legend" sx={{ width: '100%' }}>
            Weekdays
          </FormLabel>
          {WEEKDAY_NAMES.map((name, day) => (
            <FormControlLabel
              key={name}
              control={<Checkbox checked={value.weekdays.includes(day)} onChange={() => set({ weekdays: toggle(value.weekdays, day) })} />}
              label={name}
            />
          ))}
        </FormGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="From" type="time" value={value.startTime} onChange={(e) => set({ startTime: e.target.value })} required />
          <TextField label="To" type="time" value={value.endTime} onChange={(e) => set({ endTime: e.target.value })} required />
          <TextField
            label="Slot minutes"
            type="number"
            value={value.slotMinutes}
            onChange={(e) => set({ slotMinutes: Number(e.target.value) })}
            required
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Price per slot (₹)"
            type="number"
            value={value.amountRupees}
            onChange={(e) => set({ amountRupees: e.target.value })}
            required
            slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
          />
          <TextField
            label="Strike amount (₹)"
            type="number"
            value={value.strikeAmountRupees ?? ''}
            onChange={(e) => set({ strikeAmountRupees: e.target.value })}
            slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
          />
        </Stack>
        <FormControlLabel
          control={<Checkbox checked={value.enableTax} onChange={(e) => set({ enableTax: e.target.checked })} />}
          label="Charge tax"
        />
        {value.enableTax ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select label="Tax" value={value.taxId ?? ''} onChange={(e) => set({ taxId: e.target.value })} sx={{ minWidth: 200 }}>
              {space.taxes.map((tax) => (
                <MenuItem key={tax.taxId} value={tax.taxId}>
                  {tax.slug} {tax.rate}%
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Checkbox checked={value.isTaxInclusive} onChange={(e) => set({ isTaxInclusive: e.target.checked })} />}
              label="Price includes tax"
            />
          </Stack>
        ) : null}
      </CommandDialog>
    </>
  );
}
