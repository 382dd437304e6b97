import { adminUsers } from '@sports/contracts';
import { ArrayField, BooleanField, Datagrid, Show, TabbedShowLayout, TextField, TextArrayField } from 'react-admin';
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
          <TextField source="phone" emptyText="—" />
          <TextField source="email" emptyText="—" />
          <CodeChipField source="role" label="Role" />
          <TextArrayField source="scopeIds" label="Scope ids" />
          <BooleanField source="isProfileCompleted" label="Profile completed" />
          <VenueDateField source="created" label="Joined" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Access accounts" path="access">
          <ArrayField source="accessAccounts" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Access accounts" empty={<span>No access accounts.</span>}>
              <TextField source="orgId" label="Organisation" sortable={false} />
              <CodeChipField source="role" label="Role" sortable={false} />
              <TextArrayField source="spaces" label="Venues" sortable={false} />
              <TextArrayField source="mobiles" sortable={false} />
              <VenueDateField source="granted" sortable={false} />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminUsers.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
