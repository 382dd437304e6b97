import { adminSpaces, type SpaceDocument } from '@sports/contracts';
import { ArrayField, ChipField, FunctionField, ReferenceField, SingleFieldList, TextField, TextInput } from 'react-admin';
import { regionWords } from '../labels';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { canWriteCatalogue } from '../writeRules';
import { filterSource as f, sortable } from '../queryShape';
import { VenueDateField } from '../../format/VenueDateField';
import { orgFilter } from '../OrgFilter';

export const spaceFilters = [
  <TextInput key="region" source={f(adminSpaces, 'region')} label="Region (city)" alwaysOn />,
  <TextInput key="listingIds" source={f(adminSpaces, 'listingIds')} label="Sport (listing id)" />,
  orgFilter(f(adminSpaces, 'orgId')),
];

const mobile: MobileLine<SpaceDocument> = {
  primary: (v) => v.name,
  secondary: (v) => v.listings.map((l) => l.listingName).join(', '),
  tertiary: (v) => (v.region ? regionWords(v.region) : ''),
};

const by = (field: string) => sortable(adminSpaces, field);

/** Venues (spaces) of the caller's organisations. */
export default function SpaceList() {
  return (
    <ResourceList of={adminSpaces} mobile={mobile} filters={spaceFilters} createFor={canWriteCatalogue}>
      <TextField source="name" label="Venue" sortable={by('name')} />
      <FunctionField
        source="region"
        label="Region"
        sortable={by('region')}
        render={(v: SpaceDocument) => (v.region ? regionWords(v.region) : '—')}
      />
      <ArrayField source="listings" label="Sports" sortable={false}>
        <SingleFieldList linkType={false}>
          <ChipField source="listingName" size="small" />
        </SingleFieldList>
      </ArrayField>
      <ReferenceField source="orgId" reference="organisations" label="Organisation" link={false} emptyText="—" sortable={by('orgId')} />
      <VenueDateField source="updated" label="Updated" showTime sortable={by('updated')} />
    </ResourceList>
  );
}
