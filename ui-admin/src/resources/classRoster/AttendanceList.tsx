import { adminAttendance, type AttendanceDocument } from '@sports/contracts';
import { FunctionField, ReferenceField, TextField } from 'react-admin';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { PersonField, PersonName } from '../PersonField';
import { humanize } from '../labels';
import { sortable } from '../queryShape';
import { ClassAndBatch } from '../names';
import { attendanceFilters } from './filters';
import { sessionWhen } from './format';
import { VenueDateField } from '../../format/VenueDateField';

export const mobile: MobileLine<AttendanceDocument> = {
  primary: (a) => `${a.name} · ${humanize(a.status)}`,
  secondary: () => <ClassAndBatch />,
  tertiary: (a) => (
    <>
      {sessionWhen(a.date, a.startTime)} · by <PersonName id={a.markedBy} />
    </>
  ),
};
const of = adminAttendance;

/** One mark per student and session: present, absent or late, who marked it and when (spec section 3 attendance). */
export default function AttendanceList() {
  return (
    <ResourceList of={of} mobile={mobile} filters={attendanceFilters}>
      <TextField source="name" label="Student" sortable={sortable(of, 'name')} />
      <FunctionField
        source="status"
        label="Mark"
        sortable={sortable(of, 'status')}
        render={(a: AttendanceDocument) => humanize(a.status)}
      />
      <ReferenceField source="sessionRecordId" reference="sessions" label="Session" link="show" sortable={sortable(of, 'sessionRecordId')}>
        <FunctionField
          render={(s: { date: string; startTime: string; topic: string | null }) =>
            `${sessionWhen(s.date, s.startTime)}${s.topic ? ` · ${s.topic}` : ''}`
          }
        />
      </ReferenceField>
      <ReferenceField source="batchId" reference="batches" label="Batch" link="show" sortable={sortable(of, 'batchId')} />
      <VenueDateField source="date" sortable={sortable(of, 'date')} />
      <PersonField source="markedBy" label="Marked by" sortable={sortable(of, 'markedBy')} />
      <VenueDateField source="markedAt" label="Marked at" showTime sortable={sortable(of, 'markedAt')} />
    </ResourceList>
  );
}
