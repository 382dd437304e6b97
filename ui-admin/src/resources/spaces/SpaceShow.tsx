import { adminSpaces } from '@sports/contracts';
import { Stack } from '@mui/material';
import type { SpaceDocument } from '@sports/contracts';
import {
  ArrayField,
  ChipField,
  DataTable,
  EditButton,
  NumberField,
  Show,
  SingleFieldList,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useShowContext,
} from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { managesOrg } from '../../auth/claims';
import { AddFieldButton } from './AddFieldButton';
import { SlotsPanel } from './SlotsPanel';
import { TimeRangeButton } from './TimeRangeButton';
import { MoneyField } from '../../format/MoneyField';
import { HistoryTab } from '../../history/HistoryTab';
import { TimeRanges } from './TimeRanges';
import { OrganisationName } from '../names';
import { VenueDateField } from '../../format/VenueDateField';
import { humanize } from '../labels';

/** Whether the signed-in staff member manages this venue's organisation: only they change the catalogue (staff block slots). */
function useManages() {
  const space = useRecordContext<SpaceDocument>();
  const { permissions } = usePermissions<StaffPermissions | null>();
  return managesOrg(permissions, space?.orgId);
}

function VenueActions() {
  return <TopToolbar>{useManages() ? <EditButton /> : null}</TopToolbar>;
}

function CatalogueButtons(_props: { label?: string | false }) {
  if (!useManages()) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <AddFieldButton />
      <TimeRangeButton />
    </Stack>
  );
}

/** A field's sports by the venue's names for them ("Football"), from the venue's listings. */
function FieldSports() {
  const field = useRecordContext<SpaceDocument['facilities'][number]>();
  const { record: space } = useShowContext<SpaceDocument>();
  const names = (field?.listingIds ?? []).map((id) => space?.listings.find((l) => l.listingId === id)?.listingName ?? humanize(id));
  return <>{names.length ? names.join(', ') : '—'}</>;
}

/** One venue: its details, fields and priced time ranges (managers add and configure them), slots to block, and its history. */
export default function SpaceShow() {
  return (
    <Show title="Venue" actions={<VenueActions />}>
      {/* Four tabs are wider than a phone: they scroll rather than widen the page. */}
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" label="Venue" />
          <TextField source="location.address" label="Address" emptyText="—" />
          <TextField source="location.city" label="City" emptyText="—" />
          <OrganisationName label="Organisation" link="show" />
          <ArrayField source="listings" label="Sports">
            <SingleFieldList linkType={false}>
              <ChipField source="listingName" size="small" />
            </SingleFieldList>
          </ArrayField>
          <MoneyField source="handlingCharge" label="Handling charge" />
          <NumberField source="holdMinutes" label="Hold (minutes)" />
          <VenueDateField source="updated" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Fields and prices" path="fields">
          <CatalogueButtons label={false} />
          <ArrayField source="facilities" label="Fields">
            <DataTable bulkActionButtons={false} rowClick={false} aria-label="Fields">
              {/* The field and what is played on it; its key ("space-marina-turf.turf-a") is no word of a manager's. */}
              <DataTable.Col source="facilityName" label="Field" disableSort />
              <DataTable.Col label="Sports" disableSort>
                <FieldSports />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
          <TimeRanges label="Time ranges" />
          <ArrayField source="taxes" label="Taxes">
            <DataTable bulkActionButtons={false} rowClick={false} aria-label="Taxes" empty={<span>No taxes.</span>}>
              <DataTable.Col source="slug" label="Tax" disableSort />
              <DataTable.Col source="rate" label="Rate %" disableSort>
                <NumberField source="rate" />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Slots" path="slots">
          <SlotsPanel label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminSpaces.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
