import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { VENUE_UTC_OFFSET, type SlotStatus, type SpaceDocument } from '@sports/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { TimelineItem } from '@sports/contracts/admin/dashboardViews';
import { ScrollX } from '../../layout/ScrollX';
import { commands, fetchSlots } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { formatMoney } from '../../format/money';
import { useDayTimeline } from '../../dashboard/manager/api';
import { itemPath } from '../../dashboard/manager/DayTimeline';
import { humanize } from '../labels';

const STATUS_COLOR: Record<SlotStatus, 'success' | 'warning' | 'info' | 'default'> = {
  available: 'success',
  held: 'warning',
  booked: 'info',
  blocked: 'default',
};

/** Today at the venue (IST, spec section 9), as YYYY-MM-DD. */
export const venueToday = (now = Date.now()): string => {
  const [sign, hours, minutes] = [
    VENUE_UTC_OFFSET[0] === '-' ? -1 : 1,
    Number(VENUE_UTC_OFFSET.slice(1, 3)),
    Number(VENUE_UTC_OFFSET.slice(4, 6)),
  ];
  return new Date(now + sign * (hours * 60 + minutes) * 60_000).toISOString().slice(0, 10);
};

/** The booking or hold on a field's day that covers a slot's start: whose it is, from the day's timeline. */
export const holderOf = (items: readonly TimelineItem[], startTime: string): TimelineItem | undefined =>
  items.find((item) => (item.kind === 'booking' || item.kind === 'hold') && item.start <= startTime && startTime < item.end);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Slots of one field on one date with their status (GET /api/vm/slots/listing/{listingId}?date=&spaceId=),
 * and for a booked or held slot whose it is, linked to the order, from the day's timeline
 * (GET /admin-api/dashboard/day: "whose is 6 pm?"); blocking or unblocking the selected ones
 * (PUT …/slots/block, …/slots/unblock): staff of the organisation may do both.
 */
export function SlotsPanel(_props: { label?: string | false }) {
  const space = useRecordContext<SpaceDocument>();
  const [fieldId, setFieldId] = useState('');
  const [date, setDate] = useState(venueToday());
  const [selected, setSelected] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const { run, pending, error } = useCommandAction();
  const basename = useBasename();
  const day = useDayTimeline(/^\d{4}-\d\d-\d\d$/.test(date) ? date : venueToday());
  const field = space?.facilities.find((f) => f.facilityId === (fieldId || space.facilities[0]?.facilityId));
  const listingId = field?.listingIds[0] ?? space?.listingIds[0];
  const slots = useQuery({
    queryKey: ['slots', space?.spaceId, listingId, date],
    queryFn: () => fetchSlots(listingId!, date, space!.spaceId),
    enabled: !!space && !!field && !!listingId && /^\d{4}-\d\d-\d\d$/.test(date),
  });
  if (!space) return null;
  if (!field) return <Typography color="text.secondary">Add a field to see its slots.</Typography>;
  const timings = slots.data?.find((f) => f.facilityId === field.facilityId)?.timings ?? [];
  const dayItems =
    day.data?.venues.find((v) => v.spaceId === space.spaceId)?.fields.find((f) => f.fieldId === field.facilityId)?.items ?? [];

  // Settles its own failures (run shows the refusal; refetch reports in `slots`), so the buttons start it and move on.
  const act = async (block: boolean) => {
    const startTimes = timings.filter((t) => selected.includes(t.slotId)).map((t) => t.startTime);
    const target = { fieldId: field.facilityId, date, startTimes };
    const done = await run({
      send: () =>
        block
          ? commands.blockSlots(space.orgId, space.spaceId, { ...target, ...(reason.trim() ? { reason: reason.trim() } : {}) })
          : commands.unblockSlots(space.orgId, space.spaceId, target),
      success: `${startTimes.length} slot${startTimes.length === 1 ? '' : 's'} ${block ? 'blocked' : 'unblocked'}`,
    });
    if (!done) return;
    // The slot read model follows the events shortly: read again until it shows them.
    for (let attempt = 0; attempt < 20; attempt++) {
      const fresh = await slots.refetch();
      const now = fresh.data?.find((f) => f.facilityId === field.facilityId)?.timings ?? [];
      if (now.filter((t) => selected.includes(t.slotId)).every((t) => (t.slotStatus === 'blocked') === block)) break;
      await sleep(150);
    }
    setSelected([]);
  };
  const whose = (startTime: string) => {
    const holder = holderOf(dayItems, startTime);
    if (!holder) return null;
    const path = itemPath(basename, holder);
    return path ? (
      <Typography component={Link} to={path} variant="body2" sx={{ display: 'block', mt: 0.5, color: 'primary.main' }}>
        {holder.label}
      </Typography>
    ) : (
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {holder.label}
      </Typography>
    );
  };
  const toggle = (slotId: string) => setSelected((ids) => (ids.includes(slotId) ? ids.filter((id) => id !== slotId) : [...ids, slotId]));

  return (
    <Box aria-label="Slots of a field" component="section">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Field"
          value={field.facilityId}
          onChange={(e) => {
            setFieldId(e.target.value);
            setSelected([]);
          }}
          sx={{ minWidth: 220 }}
        >
          {space.facilities.map((f) => (
            <MenuItem key={f.facilityId} value={f.facilityId}>
              {f.facilityName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setSelected([]);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Reason (when blocking)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="contained" disabled={pending || selected.length === 0} onClick={() => void act(true)}>
          Block selected
        </Button>
        <Button variant="outlined" disabled={pending || selected.length === 0} onClick={() => void act(false)}>
          Unblock selected
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      {slots.isPending ? (
        <CircularProgress size={24} aria-label="Loading slots" />
      ) : slots.error ? (
        <Alert severity="error">Slots unavailable: {slots.error instanceof Error ? slots.error.message : String(slots.error)}</Alert>
      ) : timings.length === 0 ? (
        <Typography color="text.secondary">No slots of this field on this date.</Typography>
      ) : (
        <ScrollX>
          <Table size="small" aria-label="Slots">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Time</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {timings.map((t) => (
                <TableRow key={t.slotId} selected={selected.includes(t.slotId)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(t.slotId)}
                      onChange={() => toggle(t.slotId)}
                      disabled={t.slotStatus === 'booked' || t.slotStatus === 'held'}
                      slotProps={{ input: { 'aria-label': `Select ${t.startTime}–${t.endTime}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    {t.startTime}–{t.endTime}
                  </TableCell>
                  <TableCell align="right">{formatMoney(t.amount, t.currency)}</TableCell>
                  {/* Whose a booked or held slot is, under its state: a fifth column ran off a phone's screen. */}
                  <TableCell>
                    <Chip size="small" label={humanize(t.slotStatus)} color={STATUS_COLOR[t.slotStatus]} />
                    {whose(t.startTime)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
      )}
    </Box>
  );
}
