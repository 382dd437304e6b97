import { Alert, Box, Card, CardContent, CardHeader, IconButton, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { OccupancyCell, WeekOccupancy } from '@sports/contracts/admin/dashboardViews';
import { useState } from 'react';
import { errorOf, useWeekOccupancy } from './api';
import { addDays, isDate, mondayOf, venueToday, weekdayAndDay } from './dates';
import { shortDate } from '../chartScale';

/** "50%", or a dash where nothing was on sale (blocked, or no time range that hour). */
export const cellText = (cell: OccupancyCell): string => (cell.occupancy === null ? '–' : `${Math.round(cell.occupancy * 100)}%`);

/** Deeper blue the fuller the hour; dark text until the blue is deep enough for white (contrast ≥ 4.5:1 both ways). */
const cellStyle = (cell: OccupancyCell) => {
  if (cell.occupancy === null) return { bgcolor: 'grey.100', color: 'text.secondary' };
  const alpha = 0.08 + 0.92 * cell.occupancy;
  return { bgcolor: `rgba(21, 101, 192, ${alpha.toFixed(2)})`, color: alpha > 0.55 ? '#fff' : 'rgba(0,0,0,0.87)' };
};

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function VenueHeatmap({ venue, days }: { venue: WeekOccupancy['venues'][number]; days: string[] }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {venue.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Week: {cellText(venue.total)} · {Math.round(venue.total.bookedMinutes / 60)} of {Math.round(venue.total.bookableMinutes / 60)}{' '}
          hours booked
        </Typography>
      </Stack>
      {venue.hours.length === 0 ? (
        <Typography color="text.secondary">Nothing on sale this week.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box
            component="table"
            aria-label={`${venue.name} occupancy by hour`}
            sx={{ borderCollapse: 'separate', borderSpacing: 2, width: '100%', fontSize: 12 }}
          >
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ textAlign: 'left', fontWeight: 500, color: 'text.secondary' }}>
                  Hour
                </Box>
                {days.map((day) => (
                  <Box component="th" scope="col" key={day} sx={{ fontWeight: 500, color: 'text.secondary', lineHeight: 1.2 }}>
                    {/* Weekday over the day's number: seven columns fit a phone's width. */}
                    {weekdayAndDay(day)
                      .split(' ')
                      .map((part, i) => (
                        <Box key={i} component="span" sx={{ display: 'block' }}>
                          {part}
                        </Box>
                      ))}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {venue.hours.map((row) => (
                <tr key={row.hour}>
                  <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400, whiteSpace: 'nowrap', pr: 1 }}>
                    {hourText(row.hour)}
                  </Box>
                  {row.cells.map((cell, d) => (
                    <Box
                      component="td"
                      key={days[d]}
                      title={`${weekdayAndDay(days[d]!)} ${hourText(row.hour)}: ${cell.bookedMinutes} of ${cell.bookableMinutes} minutes booked`}
                      sx={{
                        textAlign: 'center',
                        height: 28,
                        minWidth: 34,
                        borderRadius: 0.5,
                        fontVariantNumeric: 'tabular-nums',
                        ...cellStyle(cell),
                      }}
                    >
                      {cellText(cell)}
                    </Box>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** Spec sections 1 and 3: how full each venue is, hour by hour, over a chosen week (booked over bookable minutes). */
export function OccupancyHeatmapCard() {
  const [week, setWeek] = useState(() => mondayOf(venueToday()));
  const { data, error: failure, isPending } = useWeekOccupancy(week);
  const error = errorOf(failure);
  return (
    <Card component="section" aria-label="Occupancy by hour">
      <CardHeader title="Occupancy by hour" subheader={`Week of ${shortDate(week)} to ${shortDate(addDays(week, 6))}`} />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <IconButton aria-label="Previous week" onClick={() => setWeek(addDays(week, -7))} sx={{ minWidth: 44, minHeight: 44 }}>
            ‹
          </IconButton>
          <Box sx={{ width: 176, flexShrink: 0 }}>
            <TextField
              type="date"
              label="Week of"
              size="small"
              fullWidth
              value={week}
              // Any day picks its week: the grid's weeks run Monday to Sunday.
              onChange={(e) => isDate(e.target.value) && setWeek(mondayOf(e.target.value))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <IconButton aria-label="Next week" onClick={() => setWeek(addDays(week, 7))} sx={{ minWidth: 44, minHeight: 44 }}>
            ›
          </IconButton>
        </Stack>
        {error ? <Alert severity="error">Occupancy could not be loaded: {error.message}</Alert> : null}
        {isPending ? <Skeleton variant="rectangular" height={160} /> : null}
        {data && data.venues.length === 0 ? <Typography color="text.secondary">No venues yet.</Typography> : null}
        <Stack spacing={3}>
          {data?.venues.map((venue) => (
            <VenueHeatmap key={venue.spaceId} venue={venue} days={data.days} />
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          Minutes booked of the minutes on sale in each hour, from the venue's time ranges: blocked slots are off sale, a hold counts once
          paid; a dash where nothing was on sale.
        </Typography>
      </CardContent>
    </Card>
  );
}
