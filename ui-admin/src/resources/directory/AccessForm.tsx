import { ACCESS_LIMITS, accessRoleSchema } from '@sports/contracts';
import { Create, Edit, SelectInput, SimpleForm, TextArrayInput, TextInput, required } from 'react-admin';
import { OrgInput } from '../../forms/OrgInput';
import { choicesOf } from '../labels';

/** Role, venues (space ids: the organisation's own only; the server refuses another's with 404 SPACE_NOT_FOUND), mobiles and e-mails. */
function AccessFields() {
  return (
    <>
      <SelectInput source="role" choices={choicesOf(accessRoleSchema.options)} defaultValue="staff" validate={required()} />
      <TextArrayInput source="spaceIds" label={`Venues (space ids, at most ${ACCESS_LIMITS.spaces})`} />
      <TextArrayInput source="mobiles" label="Mobiles" helperText="A 10-digit mobile gets 91 in front" />
      <TextArrayInput source="emails" label="E-mails" />
    </>
  );
}

/** Granting access (PUT /org-api/{orgId}/accessAccounts/{userId}): managers of the organisation. */
export function AccessCreate() {
  return (
    <Create title="Grant access" redirect="show">
      <SimpleForm>
        <OrgInput />
        <TextInput source="userId" label="User id" validate={required()} />
        <AccessFields />
      </SimpleForm>
    </Create>
  );
}

/** Changing the role or venues: the same command; the user's next token carries it. */
export function AccessEdit() {
  return (
    <Edit title="Access account" mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <TextInput source="orgId" label="Organisation" disabled />
        <TextInput source="userId" label="User" disabled />
        <AccessFields />
      </SimpleForm>
    </Edit>
  );
}
