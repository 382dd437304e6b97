import type { OfferingDocument } from '@sports/contracts';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { VenueDateField } from '../../format/VenueDateField';
import { humanize } from '../labels';
import { OrganisationName } from '../names';
import { PersonName } from '../PersonField';
import type { OfferingFormKind } from './offeringForm';
import { detailsInWords } from './offeringWords';

/** Who enrolled, registered or rented (the offering's claims), newest first. */
function Registrations(_props: { label?: string }) {
  const offering = useRecordContext<OfferingDocument>();
  if (!offering) return null;
  const claims = Object.entries(offering.claims);
  if (claims.length === 0) return <Typography color="text.secondary">No registrations yet.</Typography>;
  return (
    <Table size="small" aria-label="Registrations">
      <TableHead>
        <TableRow>
          <TableCell>Who</TableCell>
          <TableCell>Places</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {claims.map(([id, claim]) => (
          <TableRow key={id}>
            {/* Who, not the order's id (UX review at 375 px): the name the claim carries, else the people lookup. */}
            <TableCell>{claim.name ?? <PersonName id={claim.userId} />}</TableCell>
            <TableCell>{claim.numbers.length > 0 ? `${claim.count} (no. ${claim.numbers.join(', ')})` : claim.count}</TableCell>
            <TableCell>{humanize(claim.status)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Every detail the manager saved (spec section 3: batches, sessions, capacity, form fields …), in words. */
function Details({ kind }: { kind: OfferingFormKind; label?: false }) {
  const offering = useRecordContext<OfferingDocument>();
  if (!offering) return null;
  const lines = detailsInWords(offering.kind ?? KIND_OF[kind], offering.offering.details);
  // Each line as the page's other fields (label above, value below), so the page reads as one list on a phone.
  return (
    <Stack role="group" aria-label="Details" spacing={1}>
      {lines.map(({ label, value }) => (
        <Labeled key={label} label={label}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Labeled>
      ))}
    </Stack>
  );
}

/** A class's batches and students, read by the class's id (docs/backoffice.md "Classes"). */
const classTabs = [
  <TabbedShowLayout.Tab key="batches" label="Batches" path="batches">
    <ReferenceManyField reference="batches" target="classId" sort={{ field: 'name', order: 'ASC' }} perPage={50}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col label="Status" disableSort render={(b: { status: string }) => humanize(b.status)} />
        <DataTable.Col source="enrolled" disableSort>
          <NumberField source="enrolled" />
        </DataTable.Col>
        <DataTable.Col source="capacity" disableSort>
          <NumberField source="capacity" />
        </DataTable.Col>
        <DataTable.Col source="sessions" disableSort>
          <NumberField source="sessions" />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  </TabbedShowLayout.Tab>,
  <TabbedShowLayout.Tab key="students" label="Students" path="students">
    <ReferenceManyField reference="students" target="classId" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="batchId" label="Batch" disableSort>
          <ReferenceField source="batchId" reference="batches" link={false} />
        </DataTable.Col>
        <DataTable.Col source="attended" disableSort>
          <NumberField source="attended" />
        </DataTable.Col>
        <DataTable.Col
          label="Sessions left"
          disableSort
          render={(s: { sessionsRemaining: number | null }) => (s.sessionsRemaining === null ? 'Unlimited' : s.sessionsRemaining)}
        />
        <DataTable.Col label="Status" disableSort render={(s: { status: string }) => humanize(s.status)} />
      </DataTable>
    </ReferenceManyField>
  </TabbedShowLayout.Tab>,
];

/** The contracts' kind of each back-office resource. */
const KIND_OF = { classes: 'class', packs: 'pack', lockers: 'locker', meets: 'meet', tournaments: 'tournament', events: 'event' } as const;

export function OfferingShow({ title, kind }: { title: string; kind: OfferingFormKind }) {
  return (
    <Show title={title}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" />
          <FunctionField label="Kind" render={(o: OfferingDocument) => humanize(o.kind)} />
          <TextField source="key" label="Key" />
          <ReferenceField source="spaceId" reference="spaces" label="Venue" link="show" />
          <OrganisationName label="Organisation" link="show" />
          <TextField source="offering.details.description" label="Description" emptyText="—" />
          <Details kind={kind} label={false} />
          <VenueDateField source="updated" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Registrations" path="registrations">
          <Registrations />
        </TabbedShowLayout.Tab>
        {kind === 'classes' ? classTabs : null}
      </TabbedShowLayout>
    </Show>
  );
}
