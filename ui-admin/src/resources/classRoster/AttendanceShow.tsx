import type { AttendanceDocument } from '@sports/contracts';
import { FunctionField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { VenueDateField } from '../../format/VenueDateField';
import { humanize } from '../labels';
import { ClassAndBatch } from '../names';
import { PersonField } from '../PersonField';
import { sessionWhen } from './format';

/** One mark in words (UX review at 375 px: the generic page listed every id of the document): who, which session, the mark, who gave it. */
export default function AttendanceShow() {
  return (
    <Show title="Attendance">
      <SimpleShowLayout>
        <TextField source="name" label="Student" />
        <FunctionField label="Mark" render={(a: AttendanceDocument) => humanize(a.status)} />
        <ReferenceField source="sessionRecordId" reference="sessions" label="Session" link="show">
          <FunctionField
            render={(s: { date: string; startTime: string; endTime: string; topic: string | null }) =>
              `${sessionWhen(s.date, s.startTime, s.endTime)}${s.topic ? ` · ${s.topic}` : ''}`
            }
          />
        </ReferenceField>
        <ClassAndBatch label="Class and batch" link="show" />
        <TextField source="note" emptyText="—" />
        <PersonField source="markedBy" label="Marked by" />
        <VenueDateField source="markedAt" label="Marked at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
