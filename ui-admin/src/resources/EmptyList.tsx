import { Box, Typography } from '@mui/material';
import { CreateButton } from 'react-admin';

/** What a list with nothing in it yet tells staff to do, or where its records come from. */
const HINTS: Record<string, string> = {
  orders: 'Bookings at your venues are listed here as players make them.',
  payouts: 'Each paid order’s share for your organisation is listed here.',
  settlements: 'When your share is paid out to your bank account, the transfer is listed here.',
  coupons: 'Create a coupon to give players a discount at checkout.',
  spaces: 'Add a venue, then its fields and their prices per hour.',
  classes: 'Create a class and the days and hours its batches meet.',
  packs: 'Create a pack of sessions players buy once and use within its validity.',
  students: 'Players are listed here when they enrol in one of your classes.',
  disputes: 'Nothing to look into: disputes players raise about ratings of games at your venues come here.',
  ratings: 'Ratings of games at your venues are listed here as players give them.',
};

/**
 * A list with no records and no filter: react-admin's default says "Do you want to add one?" with
 * a Create button to everyone, staff who may not create and resources nobody creates here included
 * (UX walk as staff at 375 px). This one says what the list holds and offers Create only to those
 * who may.
 */
export function EmptyList({ resource, label, canCreate }: { resource: string; label: string; canCreate: boolean }) {
  const hint = HINTS[resource] ?? (canCreate ? 'Add the first one with Create.' : 'They are listed here as they come in.');
  return (
    <Box role="status" sx={{ textAlign: 'center', px: 2, py: 6, maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h6" component="p">
        No {label.toLowerCase()} yet.
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {hint}
      </Typography>
      {canCreate ? <CreateButton variant="contained" sx={{ mt: 2 }} /> : null}
    </Box>
  );
}
