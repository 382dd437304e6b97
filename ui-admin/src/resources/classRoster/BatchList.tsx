import { adminBatches, type BatchDocument } from '@sports/contracts';
import { FunctionField, NumberField, ReferenceField, TextField } from 'react-admin';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { humanize } from '../labels';
import { sortable } from '../queryShape';
import { batchFilters } from './filters';
import { remainingText, scheduleText } from './format';
import { VenueDateField } from '../../format/VenueDateField';

export const mobile: MobileLine<BatchDocument> = {
  primary: (b) => `${b.className} · ${b.name}`,
  secondary: (b) => scheduleText(b),
  tertiary: (b) => `${b.enrolled}/${b.capacity} enrolled · ${humanize(b.status)}`,
};
const of = adminBatches;

/** A class's batches: when they meet, how full they are, and what an enrolment gives (spec section 3 batch). */
export default function BatchList() {
  return (
    <ResourceList of={of} mobile={mobile} filters={batchFilters}>
      <TextField source="name" sortable={sortable(of, 'name')} />
      <ReferenceField source="classId" reference="classes" label="Class" link="show" sortable={sortable(of, 'classId')} />
      <ReferenceField source="spaceId" reference="spaces" label="Venue" link="show" sortable={sortable(of, 'spaceId')} />
      <FunctionField label="Schedule" sortable={false} render={(b: BatchDocument) => scheduleText(b)} />
      <VenueDateField source="startDate" label="Starts" sortable={sortable(of, 'startDate')} />
      <NumberField source="enrolled" sortable={sortable(of, 'enrolled')} />
      <NumberField source="capacity" sortable={sortable(of, 'capacity')} />
      <FunctionField label="Session limit" sortable={false} render={(b: BatchDocument) => remainingText(b.sessionLimit)} />
      <TextField source="instructor" emptyText="—" sortable={sortable(of, 'instructor')} />
      <FunctionField source="status" label="Status" sortable={sortable(of, 'status')} render={(b: BatchDocument) => humanize(b.status)} />
    </ResourceList>
  );
}
