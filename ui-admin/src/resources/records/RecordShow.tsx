import { Stack, Typography } from '@mui/material';
import { RECORD_KINDS, type AdminResource, type OrgRecordDocument, type RecordKind } from '@sports/contracts';
import { EditButton, Show, TabbedShowLayout, TopToolbar, usePermissions, useRecordContext, type RaRecord } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { managesOrg } from '../../auth/claims';
import { RECORD_RESOURCES } from './recordResources';
import { HistoryTab } from '../../history/HistoryTab';
import { humanize } from '../labels';
import { AddLogButton, ChangeStatusButton, ModerationButton } from './RecordActions';
import { fieldsOf } from './schemaFields';
import { PeopleList, personFieldsOf } from '../PersonField';
import { entriesInWords } from '../idFields';
import { DefinitionList, ObjectTable, type Entry } from './ValueView';

/** What every business record carries besides its details. */
const RECORD_FIELDS = ['name', 'key', 'status', 'orgId', 'createdBy', 'created', 'updated'] as const;

/** The details in the order the kind's schema declares them, then anything else the read model keeps. */
function detailEntries(kind: RecordKind, details: Record<string, unknown>): Entry[] {
  const specs = fieldsOf(RECORD_KINDS[kind].details);
  const declared = specs.map((spec) => ({ name: spec.name, value: details[spec.name], spec }));
  const extra = Object.keys(details)
    .filter((name) => !specs.some((spec) => spec.name === name))
    .map((name) => ({ name, value: details[name] }));
  return [...declared, ...extra];
}

function Summary({ kind }: { kind: RecordKind | undefined; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  if (!kind) {
    // Members: the member by name, not id.
    const people = personFieldsOf(record);
    return (
      <>
        <PeopleList record={record} names={people} />
        <DefinitionList
          label="Record"
          entries={entriesInWords(
            Object.entries<unknown>(record)
              .filter(([name]) => !people.includes(name))
              .map(([name, value]) => ({ name, value })),
          )}
        />
      </>
    );
  }
  const doc = record as unknown as OrgRecordDocument;
  return (
    <Stack spacing={3}>
      {/* Organisation and author by name, no internal ids (resources/idFields.tsx); the key is the record's own code. */}
      <DefinitionList
        label="Record"
        entries={entriesInWords(RECORD_FIELDS.map((name) => ({ name, value: name === 'status' ? humanize(doc.status) : doc[name] })))}
      />
      <div>
        <Typography variant="h6" component="h2" gutterBottom>
          Details
        </Typography>
        <DefinitionList label="Details" entries={entriesInWords(detailEntries(kind, doc.details))} />
      </div>
    </Stack>
  );
}

/** An enquiry's calls and visits, oldest first, with who logged them and the follow-up they set. */
function Logs(_props: { label?: string }) {
  const record = useRecordContext<OrgRecordDocument>();
  if (!record) return null;
  if (record.logs.length === 0) return <Typography color="text.secondary">No logs yet.</Typography>;
  return <ObjectTable rows={record.logs} label="Logs" />;
}

/** Edit and the status commands, for managers of the record's organisation (the server checks again). */
function Actions({ kind }: { kind: RecordKind }) {
  const record = useRecordContext<RaRecord>();
  const { permissions } = usePermissions<StaffPermissions | null>();
  if (!record || !managesOrg(permissions, String(record.orgId))) return <TopToolbar />;
  const moderated = (RECORD_KINDS[kind].statuses as readonly string[]).includes('hidden');
  // A final status (a converted enquiry, an ended campaign) is never left: the server would refuse with 409.
  const final = (RECORD_KINDS[kind].final as readonly string[]).includes(String(record.status));
  return (
    <TopToolbar>
      {kind === 'enquiry' ? <AddLogButton /> : null}
      {moderated ? <ModerationButton kind={kind} /> : null}
      {final ? null : <ChangeStatusButton kind={kind} />}
      <EditButton />
    </TopToolbar>
  );
}

/** One show page for the business records and members: the record laid out as definition lists and tables, and its history. */
export function RecordShow({ of, title }: { of: AdminResource; title: string }) {
  const kind = RECORD_RESOURCES[of.name];
  return (
    <Show title={title} actions={kind ? <Actions kind={kind} /> : false}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <Summary kind={kind} />
        </TabbedShowLayout.Tab>
        {kind === 'enquiry' ? (
          <TabbedShowLayout.Tab label="Logs" path="logs">
            <Logs />
          </TabbedShowLayout.Tab>
        ) : null}
        {of.stream ? (
          <TabbedShowLayout.Tab label="History" path="history">
            <HistoryTab resource={of.name} />
          </TabbedShowLayout.Tab>
        ) : null}
      </TabbedShowLayout>
    </Show>
  );
}
