import { Box, Stack, Typography } from '@mui/material';
import type { Dashboard } from '@sports/contracts';

/** Occupancy as a percentage; the API gives a fraction of offered slots. */
export const percent = (occupancy: number) => `${Math.round(occupancy * 100)}%`;

/**
 * Booked over offered slots per venue (today and the days ahead), as horizontal bars (plain boxes, no charting library);
 * each bar is a meter so assistive technology reads its value.
 */
export function OccupancyChart({ venues }: { venues: Dashboard['occupancyPerVenue'] }) {
  if (venues.length === 0) return <Typography color="text.secondary">No venues with time ranges yet.</Typography>;
  return (
    <Stack spacing={1.5}>
      <Stack spacing={1.5} aria-label="Occupancy per venue" role="list">
        {venues.map((venue) => {
          const width = Math.min(100, Math.max(0, venue.occupancy * 100));
          return (
            <Box key={venue.spaceId} role="listitem">
              <Stack direction="row" sx={{ fontSize: 14, justifyContent: 'space-between' }}>
                <span>{venue.name}</span>
                <Typography component="span" variant="body2" color="text.secondary">
                  {percent(venue.occupancy)} · {venue.bookedSlots}/{venue.offeredSlots} slots
                </Typography>
              </Stack>
              <Box
                role="meter"
                aria-label={`${venue.name} occupancy`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(width)}
                aria-valuetext={percent(venue.occupancy)}
                sx={{ height: 12, bgcolor: 'grey.200', borderRadius: 1, overflow: 'hidden', mt: 0.5 }}
              >
                <Box sx={{ height: '100%', width: `${width}%`, bgcolor: 'primary.main' }} />
              </Box>
            </Box>
          );
        })}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Booked slots of the slots on sale, today and the days ahead: blocked slots are off sale, and a hold counts once it is paid.
      </Typography>
    </Stack>
  );
}
