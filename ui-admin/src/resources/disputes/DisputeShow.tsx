import { Button } from '@mui/material';
import { ChipField, Show, TabbedShowLayout, TextField, TopToolbar, useBasename, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { PersonField, UNKNOWN_PLAYER } from '../PersonField';
import { HistoryTab } from '../../history/HistoryTab';
import { describeDisputeStep } from './disputeSteps';
import { ReopenButton } from './ReopenButton';
import { ResolveButton } from './ResolveButton';
import { VenueDateField } from '../../format/VenueDateField';
import { VenueName } from '../names';

/** The ratings given in the case's game (the ratings resource, filtered by the game). */
function GameRatingsLink() {
  const dispute = useRecordContext<{ activityId?: string }>();
  const basename = useBasename();
  if (!dispute?.activityId) return null;
  return (
    <Button component={Link} to={`${basename}/ratings?${new URLSearchParams({ filter: JSON.stringify({ activityId: dispute.activityId }) })}`} size="small">
      Ratings of this game
    </Button>
  );
}

/**
 * One case of the queue, its resolution once closed, 'Resolve' while open and 'Reopen' once
 * resolved (managers), and its history: opened, resolved, reopened, each an event (issue 20 item 5).
 */
export default function DisputeShow() {
  return (
    <Show
      title="Dispute"
      actions={
        <TopToolbar>
          <GameRatingsLink />
          <ResolveButton />
          <ReopenButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="caseId" label="Case" />
          <ChipField source="status" />
          <TextField source="dispute" label="Dispute" />
          <TextField source="description" />
          <TextField source="activityName" label="Game" />
          <TextField source="activityId" label="Game id" />
          <TextField source="listingId" label="Sport" />
          <VenueName label="Venue" link="show" />
          <PersonField source="raisedBy" label="Raised by" fallback={UNKNOWN_PLAYER} />
          <VenueDateField source="openedAt" label="Opened" showTime />
          <TextField source="resolution.outcome" label="Outcome" emptyText="—" />
          <TextField source="resolution.note" label="Note" emptyText="—" />
          <PersonField source="resolution.resolvedBy" label="Resolved by" />
          <VenueDateField source="resolution.resolvedAt" label="Resolved" showTime emptyText="—" />
          <TextField source="reopened.note" label="Reopened with" emptyText="—" />
          <PersonField source="reopened.reopenedBy" label="Reopened by" />
          <VenueDateField source="reopened.reopenedAt" label="Reopened" showTime emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource="disputes" describe={describeDisputeStep} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
