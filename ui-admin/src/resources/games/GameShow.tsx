import { adminGames } from '@sports/contracts';
import { ArrayField, BooleanField, Datagrid, DateField, NumberField, Show, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import { HistoryTab } from '../../history/HistoryTab';
import { ModerationActions } from './ModerationActions';

export default function GameShow() {
  return (
    <Show
      title="Game"
      actions={
        <TopToolbar>
          <ModerationActions />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" label="Game" />
          <TextField source="listingName" label="Sport" />
          <TextField source="activityFormat" label="Format" />
          <DateField source="startAt" label="Starts" showTime />
          <DateField source="endAt" label="Ends" showTime />
          <TextField source="location.name" label="Location" emptyText="—" />
          <TextField source="spaceName" label="Venue" emptyText="—" />
          <TextField source="hostDetail.name" label="Host" />
          <NumberField source="totalParticipantCount" label="Players" />
          <NumberField source="maxParticipants" label="Max players" />
          <TextField source="privacy" />
          <BooleanField source="isOnHold" label="On hold" />
          <TextField source="hold.reason" label="Hold reason" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Players" path="players">
          <ArrayField source="participantDetail" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Players" empty={<span>No players.</span>}>
              <TextField source="name" sortable={false} />
              <TextField source="status" emptyText="—" sortable={false} />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource={adminGames.name} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
