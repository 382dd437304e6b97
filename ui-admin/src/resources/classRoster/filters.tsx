import { ATTENDANCE_MARKS, SESSION_STATUSES } from '@sports/contracts';
import type { ReactElement } from 'react';
import { DateInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { choicesOf } from '../labels';
import { orgFilter } from '../OrgFilter';

/**
 * The filters of the class resources (contracts/src/admin/resources.ts adminBatches … adminAttendance):
 * venue, class and batch are pickers over their own resources; the keys and ids are there for links.
 */
const venue = (
  <ReferenceInput key="spaceId" source="spaceId" reference="spaces" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
    <SelectInput label="Venue" optionText="name" />
  </ReferenceInput>
);
const klass = (
  <ReferenceInput key="classId" source="classId" reference="classes" sort={{ field: 'name', order: 'ASC' }} perPage={100} alwaysOn>
    <SelectInput label="Class" optionText="name" />
  </ReferenceInput>
);
const batch = (
  <ReferenceInput key="batchId" source="batchId" reference="batches" sort={{ field: 'name', order: 'ASC' }} perPage={100} alwaysOn>
    <SelectInput label="Batch" optionText="name" />
  </ReferenceInput>
);
const text = (source: string, label: string) => <TextInput key={source} source={source} label={label} />;
const status = (choices: readonly string[]) => (
  <SelectInput key="status" source="status" label="Status" choices={choicesOf(choices)} alwaysOn />
);
const window = (field: string, label: string) => [
  <DateInput key={`${field}_gte`} source={`${field}_gte`} label={`${label} from`} />,
  <DateInput key={`${field}_lte`} source={`${field}_lte`} label={`${label} until`} />,
];
const common = [venue, klass, text('classKey', 'Class key'), orgFilter()];

export const batchFilters: ReactElement[] = [...common, status(['active', 'inactive'])];
export const sessionFilters: ReactElement[] = [
  ...common,
  batch,
  text('batchKey', 'Batch key'),
  status(SESSION_STATUSES),
  ...window('date', 'Date'),
];
export const studentFilters: ReactElement[] = [
  ...common,
  batch,
  text('batchKey', 'Batch key'),
  text('userId', 'User id'),
  text('orderIds', 'Order id'),
  status(['active', 'cancelled']),
  ...window('enrolledAt', 'Enrolled'),
];
export const attendanceFilters: ReactElement[] = [
  ...common,
  batch,
  text('batchKey', 'Batch key'),
  text('sessionId', 'Session key'),
  text('sessionRecordId', 'Session id'),
  text('studentId', 'Student id'),
  text('userId', 'User id'),
  status(ATTENDANCE_MARKS),
  ...window('date', 'Date'),
];
