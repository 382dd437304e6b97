import { adminDisputes } from '@sports/contracts';
import type { z } from 'zod';
import { DateInput, ReferenceInput, SelectInput, TextField } from 'react-admin';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { PersonField, PersonName, UNKNOWN_PLAYER } from '../PersonField';
import { choicesOf, humanize } from '../labels';
import { CodeChipField } from '../CodeFields';
import { filterSource as f, sortable } from '../queryShape';
import { VenueDateField } from '../../format/VenueDateField';
import { formatVenueDate } from '../../format/venueTime';

/** The statuses a case goes through: open until staff resolve it. */
export const DISPUTE_STATUSES = ['open', 'resolved'] as const;

export const disputeFilters = [
  <SelectInput key="status" source={f(adminDisputes, 'status')} label="Status" choices={choicesOf(DISPUTE_STATUSES)} alwaysOn />,
  <ReferenceInput
    key="spaceId"
    source={f(adminDisputes, 'spaceId')}
    reference="spaces"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={100}
  >
    <SelectInput label="Venue" optionText="name" />
  </ReferenceInput>,
  <DateInput key="openedAt_gte" source={f(adminDisputes, 'openedAt_gte')} label="Opened from" />,
  <DateInput key="openedAt_lte" source={f(adminDisputes, 'openedAt_lte')} label="Opened until" />,
];

const mobile: MobileLine<z.infer<typeof adminDisputes.record>> = {
  primary: (d) => `${d.dispute}: ${d.activityName}`,
  secondary: (d) => (
    <>
      Raised by <PersonName id={d.raisedBy} fallback={UNKNOWN_PLAYER} /> · {formatVenueDate(d.openedAt)}
    </>
  ),
  tertiary: (d) => humanize(d.status),
};

const by = (field: string) => sortable(adminDisputes, field);

/** The disputes queue: cases raised with game ratings, for the venues in the caller's scope. */
export default function DisputeList() {
  return (
    <ResourceList of={adminDisputes} mobile={mobile} filters={disputeFilters}>
      <VenueDateField source="openedAt" label="Opened" showTime sortable={by('openedAt')} />
      <TextField source="activityName" label="Game" sortable={by('activityName')} />
      <TextField source="dispute" label="Dispute" sortable={by('dispute')} />
      <PersonField source="raisedBy" label="Raised by" sortable={by('raisedBy')} fallback={UNKNOWN_PLAYER} />
      <CodeChipField source="status" label="Status" sortable={by('status')} />
    </ResourceList>
  );
}
