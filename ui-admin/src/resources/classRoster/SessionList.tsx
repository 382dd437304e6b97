import { adminSessions, type ClassSessionDocument } from '@sports/contracts';
import { FunctionField, NumberField, ReferenceField, TextField } from 'react-admin';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { humanize } from '../labels';
import { sortable } from '../queryShape';
import { sessionFilters } from './filters';
import { sessionWhen, timeRange } from './format';
import { VenueDateField } from '../../format/VenueDateField';

export const mobile: MobileLine<ClassSessionDocument> = {
  // Three short lines at 375 px (UX review): when and what, which class and batch (as students and marks name it), status and counts.
  primary: (s) => `${sessionWhen(s.date, s.startTime)}${s.topic ? ` · ${s.topic}` : ''}`,
  secondary: (s) => `${s.className} · ${s.batchName}`,
  tertiary: (s) => `${humanize(s.status)} · ${s.present + s.late} attended, ${s.absent} absent`,
};
const of = adminSessions;

/** Every dated session of the organisation's classes, with its status and attendance counts (spec section 3 session). */
export default function SessionList() {
  return (
    <ResourceList of={of} mobile={mobile} filters={sessionFilters}>
      <VenueDateField source="date" sortable={sortable(of, 'date')} />
      <FunctionField label="Time" sortable={false} render={(s: ClassSessionDocument) => timeRange(s.startTime, s.endTime)} />
      <ReferenceField source="classId" reference="classes" label="Class" link="show" sortable={sortable(of, 'classId')} />
      <ReferenceField source="batchId" reference="batches" label="Batch" link="show" sortable={sortable(of, 'batchId')} />
      <TextField source="topic" emptyText="—" sortable={sortable(of, 'topic')} />
      <FunctionField
        source="status"
        label="Status"
        sortable={sortable(of, 'status')}
        render={(s: ClassSessionDocument) => humanize(s.status)}
      />
      <NumberField source="present" sortable={sortable(of, 'present')} />
      <NumberField source="late" sortable={sortable(of, 'late')} />
      <NumberField source="absent" sortable={sortable(of, 'absent')} />
    </ResourceList>
  );
}
