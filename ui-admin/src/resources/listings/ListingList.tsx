import { adminListings } from '@sports/contracts';
import type { z } from 'zod';
import { FunctionField, NumberField, TextField, TextInput } from 'react-admin';
import { regionWords } from '../labels';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { filterSource as f, sortable } from '../queryShape';

type Listing = z.infer<typeof adminListings.record>;

export const listingFilters = [<TextInput key="regions" source={f(adminListings, 'regions')} label="Region (city)" alwaysOn />];

const mobile: MobileLine<Listing> = {
  primary: (l) => l.listingName,
  secondary: (l) => `${l.games} games`,
  tertiary: (l) => l.regions.map(regionWords).join(', '),
};

const by = (field: string) => sortable(adminListings, field);

/** Listings (sports) with the games hosted in each, for platform operators. */
export default function ListingList() {
  return (
    <ResourceList of={adminListings} mobile={mobile} filters={listingFilters}>
      <TextField source="listingName" label="Sport" sortable={by('listingName')} />
      <TextField source="listingId" label="Listing id" sortable={by('listingId')} />
      <NumberField source="games" sortable={by('games')} />
      <FunctionField
        source="regions"
        label="Regions"
        sortable={false}
        render={(l: Listing) => l.regions.map(regionWords).join(', ') || '—'}
      />
    </ResourceList>
  );
}
