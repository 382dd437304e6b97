import type { ClassSessionDocument } from '@sports/contracts';
import { FunctionField, ReferenceField, Show, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import { humanize } from '../labels';
import { OrganisationName } from '../names';
import { AttendancePanel } from './AttendancePanel';
import { sessionWhen } from './format';
import { SessionStatusButton } from './SessionStatusButton';
import { VenueDateField } from '../../format/VenueDateField';

/** A dated session of a batch: its status and counts, and the register where staff mark attendance. */
export default function SessionShow() {
  return (
    <Show
      title="Session"
      actions={
        <TopToolbar>
          <SessionStatusButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Attendance">
          <FunctionField label="When" render={(s: ClassSessionDocument) => sessionWhen(s.date, s.startTime, s.endTime)} />
          <ReferenceField source="classId" reference="classes" label="Class" link="show" />
          <ReferenceField source="batchId" reference="batches" label="Batch" link="show" />
          <TextField source="topic" emptyText="—" />
          <FunctionField
            label="Status"
            render={(s: ClassSessionDocument) => `${humanize(s.status)}${s.statusNote ? ` (${s.statusNote})` : ''}`}
          />
          <FunctionField
            label="Attendance"
            render={(s: ClassSessionDocument) => `${s.present} present, ${s.late} late, ${s.absent} absent`}
          />
          <AttendancePanel label="Register" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Details" path="details">
          <ReferenceField source="spaceId" reference="spaces" label="Venue" link="show" />
          <TextField source="sessionId" label="Session key" />
          <OrganisationName label="Organisation" link="show" />
          <VenueDateField source="updated" showTime />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
