import { ACCESS_LIMITS, accessRoleSchema, adminSpaces } from '@sports/contracts';
import {
  AutocompleteArrayInput,
  Create,
  Edit,
  FormDataConsumer,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  required,
} from 'react-admin';
import { OrgInput } from '../../forms/OrgInput';
import { choicesOf } from '../labels';
import { useSaveErrors } from '../../forms/saveErrors';

/**
 * Role, venues, mobiles and e-mails. The venues are picked from the organisation's own (GET
 * /admin-api/spaces filtered by orgId), since a grant covers nothing else (the server refuses any
 * other id with 404 SPACE_NOT_FOUND).
 */
function AccessFields() {
  return (
    <>
      <SelectInput source="role" choices={choicesOf(accessRoleSchema.options)} defaultValue="staff" validate={required()} />
      <FormDataConsumer<{ orgId?: string }>>
        {({ formData }) =>
          formData.orgId ? (
            <ReferenceArrayInput
              source="spaceIds"
              reference={adminSpaces.name}
              filter={{ orgId: formData.orgId }}
              sort={{ field: 'name', order: 'ASC' }}
              perPage={ACCESS_LIMITS.spaces}
            >
              <AutocompleteArrayInput label="Venues" optionText="name" />
            </ReferenceArrayInput>
          ) : null
        }
      </FormDataConsumer>
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
  // 412: 'Changed by someone else: reload' with a Reload action (forms/saveErrors.tsx).
  const saveErrors = useSaveErrors();
  return (
    <Edit title="Access account" mutationMode="pessimistic" redirect="show" mutationOptions={saveErrors}>
      <SimpleForm>
        <TextInput source="orgId" label="Organisation" disabled />
        <TextInput source="userId" label="User" disabled />
        <AccessFields />
      </SimpleForm>
    </Edit>
  );
}
