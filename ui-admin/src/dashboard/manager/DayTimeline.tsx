import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { DayTimeline as Day, TimelineItem } from '@sports/contracts/admin/dashboardViews';
import { useState } from 'react';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { errorOf, useDayTimeline } from './api';
import { addDays, isDate, longDate, minutesOf, venueToday } from './dates';

type Venue = Day['venues'][number];

/** How each kind reads and looks: bookings filled, holds outlined (unpaid), blocked greyed, games in the second lane. */
export const KIND_WORDS: Record<TimelineItem['kind'], string> = {
  booking: 'Booking',
  hold: 'Held, unpaid',
  blocked: 'Blocked',
  game: 'Game',
};
const KIND_STYLE: Record<TimelineItem['kind'], object> = {
  booking: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  hold: { bgcolor: 'background.paper', color: 'text.primary', border: '2px dashed', borderColor: 'warning.dark' },
  blocked: { bgcolor: 'grey.300', color: 'grey.900' },
  game: { bgcolor: 'success.dark', color: 'common.white' },
};

/** "18:00–19:00 Booking: Priya Sharma" (what a screen reader and a tooltip say of an item). */
export const itemWords = (item: TimelineItem, field?: string): string =>
  `${item.start}–${item.end}${field ? ` ${field}` : ''} ${KIND_WORDS[item.kind]}: ${item.label}${item.kind === 'game' && item.maxPlayers ? ` (${item.players ?? 0}/${item.maxPlayers} players)` : ''}`;

const ordersPath = (basename: string, orderId: string) => `${basename}/orders/${encodeURIComponent(orderId)}/show`;

/** Where an item leads: a booking or hold to its order, a game to its page (the organisation's Games); a blocked slot nowhere. */
export const itemPath = (basename: string, item: TimelineItem): string | null =>
  item.kind === 'game' && item.activityId
    ? `${basename}/games/${encodeURIComponent(item.activityId)}/show`
    : item.orderId && item.kind !== 'blocked'
      ? ordersPath(basename, item.orderId)
      : null;

function ItemBlock({
  item,
  field,
  opens,
  span,
  basename,
}: {
  item: TimelineItem;
  field: string;
  opens: number;
  span: number;
  basename: string;
}) {
  const left = ((minutesOf(item.start) - opens) / span) * 100;
  const width = Math.max(((minutesOf(item.end) - minutesOf(item.start)) / span) * 100, 0.5);
  const words = itemWords(item, field);
  const path = itemPath(basename, item);
  const link = path ? { component: Link, to: path } : {};
  return (
    <Box
      {...link}
      title={words}
      aria-label={words}
      role={link.component ? undefined : 'img'}
      // Inline: one class per position would pile up in the style sheet.
      style={{ left: `${left}%`, width: `${width}%` }}
      sx={{
        position: 'absolute',
        top: item.kind === 'game' ? '50%' : 0,
        height: '50%',
        px: 0.5,
        borderRadius: 1,
        fontSize: 12,
        lineHeight: '22px',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        textDecoration: 'none',
        boxSizing: 'border-box',
        ...KIND_STYLE[item.kind],
      }}
    >
      {item.label}
    </Box>
  );
}

/** One venue as a grid: fields as rows, hours as columns, bookings in a row's upper lane and games in its lower one. */
function VenueGrid({ venue, basename }: { venue: Venue; basename: string }) {
  const opens = minutesOf(venue.opens);
  const span = Math.max(60, minutesOf(venue.closes) - opens);
  const hours = Array.from({ length: Math.round(span / 60) }, (_, i) => (opens + i * 60) / 60);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box role="table" aria-label={`${venue.name} timeline`} sx={{ minWidth: 120 + hours.length * 44 }}>
        <Box role="row" sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
          <Box role="columnheader" sx={{ width: 120, flexShrink: 0, fontSize: 12, color: 'text.secondary' }}>
            Field
          </Box>
          {hours.map((hour) => (
            <Box
              key={hour}
              role="columnheader"
              sx={{ flex: 1, fontSize: 12, color: 'text.secondary', borderLeft: 1, borderColor: 'divider', pl: 0.5 }}
            >
              {`${String(hour).padStart(2, '0')}:00`}
            </Box>
          ))}
        </Box>
        {venue.fields.map((field) => (
          <Box key={field.fieldId || 'none'} role="row" sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', minHeight: 48 }}>
            <Box role="rowheader" sx={{ width: 120, flexShrink: 0, fontSize: 14, py: 0.5, pr: 1 }}>
              {field.name}
            </Box>
            <Box
              role="cell"
              sx={{
                flex: 1,
                position: 'relative',
                my: 0.5,
                backgroundImage: `repeating-linear-gradient(to right, transparent 0, transparent calc(${100 / hours.length}% - 1px), rgba(0,0,0,0.08) calc(${100 / hours.length}% - 1px), rgba(0,0,0,0.08) ${100 / hours.length}%)`,
              }}
            >
              {field.items.length === 0 ? (
                <Box component="span" sx={{ position: 'absolute', clip: 'rect(0 0 0 0)', width: 1, height: 1, overflow: 'hidden' }}>
                  Nothing booked
                </Box>
              ) : null}
              {field.items.map((item, i) => (
                <ItemBlock
                  key={`${item.kind}-${item.start}-${i}`}
                  item={item}
                  field={field.name}
                  opens={opens}
                  span={span}
                  basename={basename}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** On a phone: one venue's day as an agenda, in time order, each line naming its field. */
function VenueAgenda({ venue, basename }: { venue: Venue; basename: string }) {
  const items = venue.fields
    .flatMap((field) => field.items.map((item) => ({ item, field: field.name })))
    .sort((a, b) => minutesOf(a.item.start) - minutesOf(b.item.start));
  if (items.length === 0) return <Typography color="text.secondary">Nothing booked this day.</Typography>;
  return (
    <Stack component="ul" aria-label={`${venue.name} agenda`} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map(({ item, field }, i) => (
        <Stack key={i} component="li" direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 44 }}>
          <Typography sx={{ width: 104, flexShrink: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {item.start}–{item.end}
          </Typography>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            {itemPath(basename, item) ? (
              <Typography component={Link} to={itemPath(basename, item)!} sx={{ display: 'block', fontWeight: 500, color: 'primary.main' }}>
                {item.label}
              </Typography>
            ) : (
              <Typography sx={{ fontWeight: 500 }}>{item.label}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {field}
              {item.kind === 'game' && item.maxPlayers ? ` · ${item.sport ?? ''} ${item.players ?? 0}/${item.maxPlayers} players` : ''}
            </Typography>
          </Box>
          <Chip size="small" label={KIND_WORDS[item.kind]} sx={KIND_STYLE[item.kind]} />
        </Stack>
      ))}
    </Stack>
  );
}

function Legend() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Legend">
      {(Object.keys(KIND_WORDS) as TimelineItem['kind'][]).map((kind) => (
        <Chip key={kind} size="small" label={KIND_WORDS[kind]} sx={KIND_STYLE[kind]} />
      ))}
    </Stack>
  );
}

/** Spec sections 1 and 3: the day's bookings and games per venue (staff see their organisation's venues only). */
export function DayTimelineCard() {
  const [date, setDate] = useState(venueToday);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const basename = useBasename();
  const { data, error: failure, isPending } = useDayTimeline(date);
  const error = errorOf(failure);
  const today = venueToday();
  return (
    <Card component="section" aria-label="The day at the venues">
      <CardHeader title={date === today ? 'Today at the venues' : 'The day at the venues'} subheader={longDate(date)} />
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
          <IconButton aria-label="Previous day" onClick={() => setDate(addDays(date, -1))} sx={{ minWidth: 44, minHeight: 44 }}>
            ‹
          </IconButton>
          {/* A box of its own width: the theme widens text fields to the whole row on a phone. */}
          <Box sx={{ width: 176, flexShrink: 0 }}>
            <TextField
              type="date"
              label="Day"
              size="small"
              fullWidth
              value={date}
              onChange={(e) => isDate(e.target.value) && setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <IconButton aria-label="Next day" onClick={() => setDate(addDays(date, 1))} sx={{ minWidth: 44, minHeight: 44 }}>
            ›
          </IconButton>
          {date !== today ? <Chip label="Back to today" onClick={() => setDate(today)} clickable sx={{ minHeight: 44 }} /> : null}
        </Stack>
        {error ? <Alert severity="error">The day could not be loaded: {error.message}</Alert> : null}
        {isPending ? <Skeleton variant="rectangular" height={120} /> : null}
        {data && data.venues.length === 0 ? <Typography color="text.secondary">No venues yet.</Typography> : null}
        <Stack spacing={3}>
          {data?.venues.map((venue) => (
            <Box key={venue.spaceId}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {venue.name}
              </Typography>
              {phone ? <VenueAgenda venue={venue} basename={basename} /> : <VenueGrid venue={venue} basename={basename} />}
            </Box>
          ))}
        </Stack>
        {data && data.venues.length > 0 ? (
          <Box sx={{ mt: 2 }}>
            <Legend />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
