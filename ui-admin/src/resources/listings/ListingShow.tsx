import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { adminListings } from '@sports/contracts';
import type { z } from 'zod';
import { NumberField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { regionWords } from '../labels';

/** Games per region of the listing. */
function RegionGames(_props: { label?: string }) {
  const listing = useRecordContext<z.infer<typeof adminListings.record>>();
  if (!listing) return null;
  return (
    <Table size="small" aria-label="Games per region" sx={{ maxWidth: 360 }}>
      <TableBody>
        {Object.entries(listing.regionGames).map(([region, games]) => (
          <TableRow key={region}>
            <TableCell component="th" scope="row">
              {regionWords(region)}
            </TableCell>
            <TableCell align="right">{games}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function ListingShow() {
  return (
    <Show title="Listing">
      <SimpleShowLayout>
        <TextField source="listingName" label="Sport" />
        <TextField source="listingId" label="Listing id" />
        <NumberField source="games" />
        <RegionGames label="Games per region" />
      </SimpleShowLayout>
    </Show>
  );
}
