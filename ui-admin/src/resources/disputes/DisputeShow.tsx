import { Button } from '@mui/material';
import { ChipField, DateField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResolveButton } from './ResolveButton';

/** The ratings given in the case's game (the ratings resource, filtered by the game). */
function GameRatingsLink() {
  const dispute = useRecordContext<{ activityId?: string }>();
  if (!dispute?.activityId) return null;
  return (
    <Button component={Link} to={`/ratings?${new URLSearchParams({ filter: JSON.stringify({ activityId: dispute.activityId }) })}`} size="small">
      Ratings of this game
    </Button>
  );
}

/** One case of the queue, its resolution once closed, and 'Resolve' while open. */
export default function DisputeShow() {
  return (
    <Show
      title="Dispute"
      actions={
        <TopToolbar>
          <GameRatingsLink />
          <ResolveButton />
        </TopToolbar>
      }
    >
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
        <TextField source="resolution.outcome" label="Outcome" emptyText="—" />
        <TextField source="resolution.note" label="Note" emptyText="—" />
        <TextField source="resolution.resolvedBy" label="Resolved by" emptyText="—" />
        <DateField source="resolution.resolvedAt" label="Resolved" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
