import { PhoneField } from '../../format/PhoneField';
import type { StudentDocument } from '@sports/contracts';
import { DataTable, FunctionField, ReferenceField, ReferenceManyField, Show, TabbedShowLayout, TextField } from 'react-admin';
import { humanize } from '../labels';
import { PersonField } from '../PersonField';
import { OrderInWords } from '../orders/OrderInWords';
import { remainingText } from './format';
import { formatVenueDate } from '../../format/venueTime';
import { VenueDateField } from '../../format/VenueDateField';

/** A student of a batch: who, which orders enrolled them, the sessions used and left, and every mark. */
export default function StudentShow() {
  return (
    <Show title="Student">
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" />
          <PhoneField source="phone" />
          <ReferenceField source="classId" reference="classes" label="Class" link="show" />
          <ReferenceField source="batchId" reference="batches" label="Batch" link="show" />
          <FunctionField label="Status" render={(s: StudentDocument) => humanize(s.status)} />
          <VenueDateField source="enrolledAt" label="Enrolled" showTime />
          <FunctionField
            label="Valid"
            render={(s: StudentDocument) =>
              s.validFrom ? `${formatVenueDate(s.validFrom)} to ${s.validUntil ? formatVenueDate(s.validUntil) : '—'}` : '—'
            }
          />
          <OrderInWords label="Latest order" link="show" />
          <FunctionField
            label="Sessions"
            render={(s: StudentDocument) => `${s.attended} attended, ${s.absent} absent, ${remainingText(s.sessionsRemaining)} left`}
          />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Attendance" path="attendance">
          <ReferenceManyField reference="attendance" target="studentId" sort={{ field: 'date', order: 'DESC' }} perPage={100}>
            <DataTable rowClick="show" bulkActionButtons={false}>
              <DataTable.Col source="date" disableSort>
                <VenueDateField source="date" />
              </DataTable.Col>
              <DataTable.Col source="startTime" label="Starts" disableSort />
              <DataTable.Col label="Mark" disableSort render={(a: { status: string }) => humanize(a.status)} />
              <DataTable.Col source="markedBy" label="Marked by" disableSort>
                <PersonField source="markedBy" />
              </DataTable.Col>
              <DataTable.Col source="markedAt" label="Marked at" disableSort>
                <VenueDateField source="markedAt" showTime />
              </DataTable.Col>
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
