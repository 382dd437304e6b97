import { adminSpaces } from '@sports/contracts';
import { ArrayField, ChipField, Datagrid, DateField, NumberField, Show, SingleFieldList, TabbedShowLayout, TextField } from 'react-admin';
import { MoneyField } from '../../format/MoneyField';
import { HistoryTab } from '../../history/HistoryTab';
import { TimeRanges } from './TimeRanges';

export default function SpaceShow() {
  return (
    <Show title="Venue">
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" label="Venue" />
          <TextField source="location.address" label="Address" emptyText="—" />
          <TextField source="location.city" label="City" emptyText="—" />
          <TextField source="orgId" label="Organisation" />
          <ArrayField source="listings" label="Sports">
            <SingleFieldList linkType={false}>
              <ChipField source="listingName" size="small" />
            </SingleFieldList>
          </ArrayField>
          <MoneyField source="handlingCharge" label="Handling charge" />
          <NumberField source="holdMinutes" label="Hold (minutes)" />
          <DateField source="updated" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Fields and prices" path="fields">
          <ArrayField source="facilities" label="Fields">
            <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Fields">
              <TextField source="facilityId" label="Field id" sortable={false} />
              <TextField source="facilityName" label="Field" sortable={false} />
            </Datagrid>
          </ArrayField>
          <TimeRanges label="Time ranges" />
          <ArrayField source="taxes" label="Taxes">
            <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Taxes" empty={<span>No taxes.</span>}>
              <TextField source="slug" sortable={false} />
              <NumberField source="rate" label="Rate %" sortable={false} />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminSpaces.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
