import { Create, Edit, SimpleForm, TextInput, required } from 'react-admin';
import { OrgInput } from '../../forms/OrgInput';
import { SpaceInput } from '../../forms/SpaceInput';

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
 * Create or replace an offering: PUT /org-api/{orgId}/spaces/{spaceId}/{kind}s/{key} through the
 * data provider (commands/withCommands.ts). The details are the kind's own shape, so they are
 * edited as JSON rather than through a form per kind.
 */
export function OfferingCreate({ title, example }: { title: string; example: string }) {
  return (
    <Create title={title} redirect="show">
      <SimpleForm>
        <OrgInput />
        <SpaceInput />
        <TextInput source="key" label="Key (a-z 0-9 -)" validate={required()} />
        <DetailsInput example={example} />
      </SimpleForm>
    </Create>
  );
}

export function OfferingEdit({ title, example }: { title: string; example: string }) {
  return (
    <Edit title={title} redirect="show" mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="key" label="Key" disabled />
        <DetailsInput example={example} />
      </SimpleForm>
    </Edit>
  );
}
