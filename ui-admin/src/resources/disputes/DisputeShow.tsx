import { ChipField, DateField, Show, SimpleShowLayout, TextField } from 'react-admin';

export default function DisputeShow() {
  return (
    <Show title="Dispute">
      <SimpleShowLayout>
        <TextField source="caseId" label="Case" />
        <ChipField source="status" />
        <TextField source="dispute" label="Dispute" />
        <TextField source="description" />
        <TextField source="activityName" label="Game" />
        <TextField source="activityId" label="Game id" />
        <TextField source="listingId" label="Sport" />
        <TextField source="spaceId" label="Venue id" emptyText="—" />
        <TextField source="raisedBy" label="Raised by" />
        <DateField source="openedAt" label="Opened" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
