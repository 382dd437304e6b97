import { Button, Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, TabbedShowLayout, TextField, TopToolbar, useBasename, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { PersonField, UNKNOWN_PLAYER } from '../PersonField';
import { HistoryTab } from '../../history/HistoryTab';
import { describeDisputeStep } from './disputeSteps';
import { ReopenButton } from './ReopenButton';
import { ResolveButton } from './ResolveButton';
import { VenueDateField } from '../../format/VenueDateField';
import { VenueName } from '../names';
import { humanize } from '../labels';

/** The ratings given in the case's game (the ratings resource, filtered by the game). */
function GameRatingsLink() {
  const dispute = useRecordContext<{ activityId?: string }>();
  const basename = useBasename();
  if (!dispute?.activityId) return null;
  return (
    <Button
      component={Link}
      to={`${basename}/ratings?${new URLSearchParams({ filter: JSON.stringify({ activityId: dispute.activityId }) })}`}
      size="small"
    >
      Ratings of this game
    </Button>
  );
}

interface CaseWords {
  caseId?: string;
  activityId?: string;
  resolution?: unknown;
  reopened?: unknown;
}

/**
 * The resolution and the reopening, only once there is one: an open case listed seven dashes
 * under its description (UX walk as staff at 375 px).
 */
function Outcome(_props: { label?: string | false }) {
  const dispute = useRecordContext<CaseWords>();
  if (!dispute?.resolution && !dispute?.reopened) return null;
  return (
    <Stack spacing={1}>
      {dispute.resolution ? (
        <>
          <Labeled label="Outcome">
            <FunctionField
              source="resolution.outcome"
              render={(r: { resolution?: { outcome?: string } }) => (r.resolution?.outcome ? humanize(r.resolution.outcome) : '—')}
            />
          </Labeled>
          <Labeled label="Note">
            <TextField source="resolution.note" emptyText="—" />
          </Labeled>
          <Labeled label="Resolved by">
            <PersonField source="resolution.resolvedBy" />
          </Labeled>
          <Labeled label="Resolved">
            <VenueDateField source="resolution.resolvedAt" showTime emptyText="—" />
          </Labeled>
        </>
      ) : null}
      {dispute.reopened ? (
        <>
          <Labeled label="Reopened with">
            <TextField source="reopened.note" emptyText="—" />
          </Labeled>
          <Labeled label="Reopened by">
            <PersonField source="reopened.reopenedBy" />
          </Labeled>
          <Labeled label="Reopened">
            <VenueDateField source="reopened.reopenedAt" showTime emptyText="—" />
          </Labeled>
        </>
      ) : null}
    </Stack>
  );
}

/** The case's and game's ids, for reference, below the words (as an access account's page keeps its ids). */
function Reference(_props: { label?: string | false }) {
  const dispute = useRecordContext<CaseWords>();
  if (!dispute?.caseId) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Reference: case {dispute.caseId}
      {dispute.activityId ? ` · game ${dispute.activityId}` : ''}
    </Typography>
  );
}

/**
 * One case of the queue, its resolution once closed, 'Resolve' while open and 'Reopen' once
 * resolved (managers), and its history: opened, resolved, reopened, each an event.
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
          {/* Words first; the ids in the Reference line at the end (UX walk as staff at 375 px). */}
          <TextField source="dispute" label="Dispute" />
          <FunctionField source="status" label="Status" render={(r: { status?: string }) => (r.status ? humanize(r.status) : '—')} />
          <TextField source="description" />
          <TextField source="activityName" label="Game" />
          <FunctionField
            source="listingId"
            label="Sport"
            render={(r: { listingId?: string }) => (r.listingId ? humanize(r.listingId) : '—')}
          />
          <VenueName label="Venue" link="show" />
          <PersonField source="raisedBy" label="Raised by" fallback={UNKNOWN_PLAYER} />
          <VenueDateField source="openedAt" label="Opened" showTime />
          <Outcome label={false} />
          <Reference label={false} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="History" path="history">
          <HistoryTab resource="disputes" describe={describeDisputeStep} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
