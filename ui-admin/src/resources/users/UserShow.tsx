import { PhoneField } from '../../format/PhoneField';
import { adminUsers } from '@sports/contracts';
import { ArrayField, BooleanField, DataTable, Show, TabbedShowLayout, TextField, TextArrayField } from 'react-admin';
import { HistoryTab } from '../../history/HistoryTab';
import { VenueDateField } from '../../format/VenueDateField';
import { CodeChipField } from '../CodeFields';

export default function UserShow() {
  return (
    <Show title="User">
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" />
          <TextField source="shortId" label="Short id" />
          <PhoneField source="phone" />
          <TextField source="email" emptyText="—" />
          <CodeChipField source="role" label="Role" />
          <TextArrayField source="scopeIds" label="Scope ids" />
          <BooleanField source="isProfileCompleted" label="Profile completed" />
          <VenueDateField source="created" label="Joined" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Access accounts" path="access">
          <ArrayField source="accessAccounts" label={false}>
            <DataTable bulkActionButtons={false} rowClick={false} aria-label="Access accounts" empty={<span>No access accounts.</span>}>
              <DataTable.Col source="orgId" label="Organisation" disableSort />
              <DataTable.Col source="role" label="Role" disableSort>
                <CodeChipField source="role" />
              </DataTable.Col>
              <DataTable.Col source="spaces" label="Venues" disableSort>
                <TextArrayField source="spaces" />
              </DataTable.Col>
              <DataTable.Col source="mobiles" disableSort>
                <TextArrayField source="mobiles" />
              </DataTable.Col>
              <DataTable.Col source="granted" disableSort>
                <VenueDateField source="granted" />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminUsers.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
