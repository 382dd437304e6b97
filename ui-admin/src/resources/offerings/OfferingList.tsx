import type { AdminResource, OfferingDocument } from '@sports/contracts';
import { FunctionField, ReferenceField, ReferenceInput, SelectInput, TextField } from 'react-admin';
import { formatMoney } from '../../format/money';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { sortable } from '../queryShape';
import { canWriteCatalogue } from '../writeRules';
import { VenueDateField } from '../../format/VenueDateField';
import { VenueName } from '../names';
import { orgFilter } from '../OrgFilter';

export const mobile: MobileLine<OfferingDocument> = {
  primary: (o) => o.name,
  secondary: (o) => (
    <>
      <VenueName /> · {formatMoney(o.offering.details.price.amount)}
    </>
  ),
  tertiary: (o) => `${Object.keys(o.claims).length} registered`,
};

/** The filters every offering resource declares: organisation and venue. */
export const offeringFilters = [
  <ReferenceInput key="spaceId" source="spaceId" reference="spaces" sort={{ field: 'name', order: 'ASC' }} perPage={100} alwaysOn>
    <SelectInput label="Venue" optionText="name" />
  </ReferenceInput>,
  orgFilter(),
];

/** Classes, packs, lockers, meets or tournaments: one list over the offerings read model, fixed to one kind by the API. */
export function OfferingList({ of }: { of: AdminResource }) {
  return (
    <ResourceList of={of} mobile={mobile} filters={offeringFilters} createFor={canWriteCatalogue}>
      <TextField source="name" sortable={sortable(of, 'name')} />
      <ReferenceField source="spaceId" reference="spaces" label="Venue" link="show" sortable={sortable(of, 'spaceId')} />
      <FunctionField label="Price" sortable={false} render={(o: OfferingDocument) => formatMoney(o.offering.details.price.amount)} />
      <FunctionField label="Registered" sortable={false} render={(o: OfferingDocument) => Object.keys(o.claims).length} />
      <VenueDateField source="updated" showTime sortable={sortable(of, 'updated')} />
    </ResourceList>
  );
}
