import type { BatchDocument } from '@sports/contracts';
import { Datagrid, FunctionField, NumberField, ReferenceField, ReferenceManyField, Show, TabbedShowLayout, TextField } from 'react-admin';
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
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <VenueDateField source="date" sortable={false} />
              <TextField source="startTime" label="Starts" sortable={false} />
              <TextField source="topic" emptyText="—" sortable={false} />
              <FunctionField label="Status" render={(s: { status: string }) => humanize(s.status)} />
              <NumberField source="present" sortable={false} />
              <NumberField source="late" sortable={false} />
              <NumberField source="absent" sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Students" path="students">
          <ReferenceManyField reference="students" target="batchId" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <TextField source="name" sortable={false} />
              <TextField source="phone" emptyText="—" sortable={false} />
              <NumberField source="attended" sortable={false} />
              <FunctionField label="Sessions left" render={(s: { sessionsRemaining: number | null }) => remainingText(s.sessionsRemaining)} />
              <FunctionField label="Status" render={(s: { status: string }) => humanize(s.status)} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
