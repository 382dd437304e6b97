import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm, TextInput, required, useRecordContext, type RaRecord } from 'react-admin';
import { KeyFromName } from '../../forms/KeyFromName';
import { OrgInput } from '../../forms/OrgInput';
import { SpaceInput } from '../../forms/SpaceInput';
import { ClassInputs, PackInputs, newDetails } from './OfferingInputs';
import { blanksOut, classDetailsOf, classFormOf } from './offeringForm';

/** The details go to the server as typed; it validates them against the kind's schema (spec section 3) and names the field it refuses. */
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
const formatJson = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value, null, 2));
const validJson = (value: unknown) => (typeof value === 'string' ? 'Not valid JSON' : undefined);

const DetailsInput = ({ example }: { example: string }) => (
  <TextInput source="offering.details" label="Details (JSON)" helperText={`e.g. ${example}`} multiline minRows={8} fullWidth format={formatJson} parse={parseJson} validate={[required(), validJson]} />
);

/**
 * Classes and packs have a form of their own (OfferingInputs.tsx); the other kinds' details are
 * edited as JSON for now.
 */
type Kind = 'classes' | 'packs' | 'other';
const formed = (kind: Kind): kind is 'classes' | 'packs' => kind !== 'other';

const detailsOf = (record: RaRecord): Record<string, unknown> => ((record.offering as { details?: Record<string, unknown> } | undefined)?.details ?? {});

/** The form's record to the data provider's: a class's batch rows back to the map SaveOffering takes, blanks left out. */
const transformFor = (kind: Kind) => (data: RaRecord) =>
  formed(kind) ? { ...data, offering: { details: kind === 'classes' ? classDetailsOf(detailsOf(data)) : blanksOut(detailsOf(data)) } } : data;

function DetailsInputs({ kind, example }: { kind: Kind; example: string }): ReactNode {
  if (kind === 'classes') return <ClassInputs />;
  if (kind === 'packs') return <PackInputs />;
  return <DetailsInput example={example} />;
}

/**
 * Create or replace an offering: PUT /org-api/{orgId}/spaces/{spaceId}/{kind}s/{key} through the
 * data provider (commands/withCommands.ts).
 */
export function OfferingCreate({ title, example, kind }: { title: string; example: string; kind: Kind }) {
  return (
    <Create title={title} redirect="show" transform={transformFor(kind)}>
      <SimpleForm defaultValues={formed(kind) ? { offering: { details: newDetails(kind) } } : undefined}>
        <OrgInput />
        <SpaceInput />
        {formed(kind) ? <DetailsInputs kind={kind} example={example} /> : null}
        {formed(kind) ? <KeyFromName source="key" from="offering.details.name" label="Key" /> : <TextInput source="key" label="Key (a-z 0-9 -)" validate={required()} />}
        {formed(kind) ? null : <DetailsInput example={example} />}
      </SimpleForm>
    </Create>
  );
}

/** The saved record with a class's batches as rows, for its form. */
function EditForm({ kind, example }: { kind: Kind; example: string }) {
  const record = useRecordContext();
  const formRecord = record && kind === 'classes' ? { ...record, offering: { ...(record.offering as object), details: classFormOf(detailsOf(record)) } } : record;
  return (
    <SimpleForm record={formRecord}>
      <TextInput source="key" label="Key" disabled />
      <DetailsInputs kind={kind} example={example} />
    </SimpleForm>
  );
}

export function OfferingEdit({ title, example, kind }: { title: string; example: string; kind: Kind }) {
  return (
    <Edit title={title} redirect="show" mutationMode="pessimistic" transform={transformFor(kind)}>
      <EditForm kind={kind} example={example} />
    </Edit>
  );
}
