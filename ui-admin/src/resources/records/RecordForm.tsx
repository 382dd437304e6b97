import { RECORD_KINDS, type RecordKind } from '@sports/contracts';
import { Create, Edit, SimpleForm, TextInput, regex, required } from 'react-admin';
import { OrgInput } from '../../forms/OrgInput';
import { FieldInput } from './RecordInputs';
import { fieldsOf } from './schemaFields';
import { SaveOnlyToolbar } from '../../forms/SaveOnlyToolbar';
import { useSaveErrors } from '../../forms/saveErrors';

/** The inputs of a kind's details, one per field of its zod schema (contracts/src/backoffice/records.ts). */
function DetailsInputs({ kind }: { kind: RecordKind }) {
  return (
    <>
      {fieldsOf(RECORD_KINDS[kind].details).map((field) => (
        <FieldInput key={field.name} field={field} prefix="details" />
      ))}
    </>
  );
}

/** Keys name the record in its organisation (`catalogueIdSchema`): the stream is `{kind}-{orgId}.{key}`. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-call -- react-admin types `regex` with lodash's MemoizedFunction, whose types are not installed
const keyRules = [required(), regex(/^[a-z0-9][a-z0-9-]{0,19}$/, 'Up to 20 characters of a-z 0-9 -')];

/**
 * Create a business record: PUT /org-api/{orgId}/{plural}/{key} through the data provider
 * (POST and PUT /admin-api/{plural}); the server validates the details and names the field it refuses.
 */
export function RecordCreate({ kind, title }: { kind: RecordKind; title: string }) {
  return (
    <Create title={title} redirect="show">
      <SimpleForm>
        <OrgInput />
        <TextInput source="key" label="Key" helperText="a-z 0-9 -, unique in the organisation" validate={keyRules} />
        <DetailsInputs kind={kind} />
      </SimpleForm>
    </Create>
  );
}

/** Replace a record's details (same command); its organisation and key stay. */
export function RecordEdit({ kind, title }: { kind: RecordKind; title: string }) {
  // 412: 'Changed by someone else: reload' with a Reload action (forms/saveErrors.tsx).
  const saveErrors = useSaveErrors();
  return (
    <Edit title={title} redirect="show" mutationMode="pessimistic" mutationOptions={saveErrors}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="key" label="Key" disabled />
        {kind === 'partner' ? (
          <p>The account number is shown masked: leave it as it is to keep the account, or type a new one in full.</p>
        ) : null}
        <DetailsInputs kind={kind} />
      </SimpleForm>
    </Edit>
  );
}
