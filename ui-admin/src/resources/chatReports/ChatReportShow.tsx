import { FunctionField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { PersonField, UNKNOWN_PLAYER } from '../PersonField';
import { humanize } from '../labels';
import { VenueDateField } from '../../format/VenueDateField';
import { CloseReportButtons } from './CloseReportButtons';

/** One report: the message as it read when reported, who wrote and who reported it, why, and the two answers while open. */
export default function ChatReportShow() {
  return (
    <Show
      title="Chat report"
      actions={
        <TopToolbar>
          <CloseReportButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="commentText" label="Message" />
        <PersonField source="commentAuthorId" label="Written by" fallback={UNKNOWN_PLAYER} />
        <TextField source="reason" label="Reason" />
        <PersonField source="reportedBy" label="Reported by" fallback={UNKNOWN_PLAYER} />
        <VenueDateField source="reportedAt" label="Reported" showTime />
        <FunctionField source="status" label="Status" render={(r: { status?: string }) => (r.status ? humanize(r.status) : '—')} />
        <PersonField source="closedBy" label="Closed by" emptyText="—" />
        <VenueDateField source="closedAt" label="Closed" showTime emptyText="—" />
        <TextField source="activityName" label="Game" />
      </SimpleShowLayout>
    </Show>
  );
}
