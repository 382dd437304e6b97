import { adminChatReports } from '@sports/contracts';
import type { z } from 'zod';
import { SelectInput, TextField } from 'react-admin';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { PersonField, UNKNOWN_PLAYER } from '../PersonField';
import { choicesOf, humanize } from '../labels';
import { CodeChipField } from '../CodeFields';
import { filterSource as f, sortable } from '../queryShape';
import { VenueDateField } from '../../format/VenueDateField';
import { formatVenueDate } from '../../format/venueTime';

/** A report is open until staff remove the message or dismiss it. */
export const CHAT_REPORT_STATUSES = ['open', 'removed', 'dismissed'] as const;

const filters = [
  <SelectInput key="status" source={f(adminChatReports, 'status')} label="Status" choices={choicesOf(CHAT_REPORT_STATUSES)} alwaysOn />,
];

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

const mobile: MobileLine<z.infer<typeof adminChatReports.record>> = {
  primary: (r) => `${r.commentAuthorName}: “${excerpt(r.commentText)}”`,
  secondary: (r) => `${r.reason} · ${r.activityName} · ${formatVenueDate(r.reportedAt)}`,
  tertiary: (r) => humanize(r.status),
};

const by = (field: string) => sortable(adminChatReports, field);

/** The chat reports of the games at the caller's organisations' venues, newest first. */
export default function ChatReportList() {
  return (
    <ResourceList of={adminChatReports} mobile={mobile} filters={filters}>
      <VenueDateField source="reportedAt" label="Reported" showTime sortable={by('reportedAt')} />
      <TextField source="activityName" label="Game" sortable={false} />
      <TextField source="commentAuthorName" label="Author" sortable={false} />
      <TextField source="commentText" label="Message" sortable={false} />
      <TextField source="reason" label="Reason" sortable={false} />
      <PersonField source="reportedBy" label="Reported by" sortable={false} fallback={UNKNOWN_PLAYER} />
      <CodeChipField source="status" label="Status" sortable={by('status')} />
    </ResourceList>
  );
}
