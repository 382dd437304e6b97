import { PhoneField } from '../../format/PhoneField';
import type { BatchDocument } from '@sports/contracts';
import { DataTable, FunctionField, NumberField, ReferenceField, ReferenceManyField, Show, TabbedShowLayout, TextField } from 'react-admin';
import { humanize } from '../labels';
import { remainingText, scheduleText } from './format';
import { formatVenueDate } from '../../format/venueTime';
import { VenueDateField } from '../../format/VenueDateField';

/** A batch: its schedule and places, its sessions and its students (getManyReference by batchId). */
export default function BatchShow() {
  return (
    <Show title="Batch">
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" />
          <ReferenceField source="classId" reference="classes" label="Class" link="show" />
          <ReferenceField source="spaceId" reference="spaces" label="Venue" link="show" />
          <FunctionField label="Status" render={(b: BatchDocument) => humanize(b.status)} />
          <FunctionField label="Schedule" render={(b: BatchDocument) => `${scheduleText(b)}, from ${formatVenueDate(b.startDate)}`} />
          <FunctionField label="Enrolled" render={(b: BatchDocument) => `${b.enrolled} of ${b.capacity}`} />
          <FunctionField label="Session limit (per enrolment)" render={(b: BatchDocument) => remainingText(b.sessionLimit)} />
          <TextField source="instructor" emptyText="—" />
          <VenueDateField source="updated" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Sessions" path="sessions">
          <ReferenceManyField reference="sessions" target="batchId" sort={{ field: 'date', order: 'ASC' }} perPage={100}>
            <DataTable rowClick="show" bulkActionButtons={false}>
              <DataTable.Col source="date" disableSort>
                <VenueDateField source="date" />
              </DataTable.Col>
              <DataTable.Col source="startTime" label="Starts" disableSort />
              <DataTable.Col source="topic" disableSort>
                <TextField source="topic" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col label="Status" disableSort render={(s: { status: string }) => humanize(s.status)} />
              <DataTable.Col source="present" disableSort>
                <NumberField source="present" />
              </DataTable.Col>
              <DataTable.Col source="late" disableSort>
                <NumberField source="late" />
              </DataTable.Col>
              <DataTable.Col source="absent" disableSort>
                <NumberField source="absent" />
              </DataTable.Col>
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Students" path="students">
          <ReferenceManyField reference="students" target="batchId" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
            <DataTable rowClick="show" bulkActionButtons={false}>
              <DataTable.Col source="name" disableSort />
              <DataTable.Col source="phone" disableSort>
                <PhoneField source="phone" />
              </DataTable.Col>
              <DataTable.Col source="attended" disableSort>
                <NumberField source="attended" />
              </DataTable.Col>
              <DataTable.Col
                label="Sessions left"
                disableSort
                render={(s: { sessionsRemaining: number | null }) => remainingText(s.sessionsRemaining)}
              />
              <DataTable.Col label="Status" disableSort render={(s: { status: string }) => humanize(s.status)} />
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
