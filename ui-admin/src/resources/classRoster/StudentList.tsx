import { PhoneField } from '../../format/PhoneField';
import { adminStudents, type StudentDocument } from '@sports/contracts';
import { FunctionField, NumberField, ReferenceField, TextField } from 'react-admin';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { humanize } from '../labels';
import { sortable } from '../queryShape';
import { ClassAndBatch } from '../names';
import { OrderInWords } from '../orders/OrderInWords';
import { studentFilters } from './filters';
import { remainingText } from './format';
import { VenueDateField } from '../../format/VenueDateField';

export const mobile: MobileLine<StudentDocument> = {
  primary: (s) => s.name,
  secondary: () => <ClassAndBatch />,
  tertiary: (s) => `${s.attended} attended · ${remainingText(s.sessionsRemaining)} left · ${humanize(s.status)}`,
};
const of = adminStudents;

/** Who is enrolled in which batch of which class, with the sessions they attended and have left (spec section 3 student). */
export default function StudentList() {
  return (
    <ResourceList of={of} mobile={mobile} filters={studentFilters}>
      <TextField source="name" sortable={sortable(of, 'name')} />
      <PhoneField source="phone" sortable={sortable(of, 'phone')} />
      <ReferenceField source="classId" reference="classes" label="Class" link="show" sortable={sortable(of, 'classId')} />
      <ReferenceField source="batchId" reference="batches" label="Batch" link="show" sortable={sortable(of, 'batchId')} />
      <VenueDateField source="enrolledAt" label="Enrolled" sortable={sortable(of, 'enrolledAt')} />
      <OrderInWords label="Order" link="show" />
      <NumberField source="attended" sortable={sortable(of, 'attended')} />
      <FunctionField
        source="sessionsRemaining"
        label="Sessions left"
        sortable={sortable(of, 'sessionsRemaining')}
        render={(s: StudentDocument) => remainingText(s.sessionsRemaining)}
      />
      <FunctionField source="status" label="Status" sortable={sortable(of, 'status')} render={(s: StudentDocument) => humanize(s.status)} />
    </ResourceList>
  );
}
