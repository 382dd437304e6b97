import { Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { humanize } from '../resources/labels';

/** Each order status with its count, most first; a chip links to the orders list filtered by it. */
export function OrdersByStatus({ counts, linkTo }: { counts: Record<string, number>; linkTo: (status: string) => string }) {
  const entries = Object.entries(counts).sort(([, a], [, b]) => b - a);
  if (entries.length === 0) return <Typography color="text.secondary">No orders in this period.</Typography>;
  return (
    <Stack direction="row" component="ul" sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 1 }} aria-label="Orders by status">
      {entries.map(([status, count]) => (
        <li key={status}>
          <Chip component={Link} to={linkTo(status)} clickable label={`${humanize(status)}: ${count}`} variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
