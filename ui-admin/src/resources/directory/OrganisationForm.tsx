import { ORGANISATION_STATUSES } from '@sports/contracts';
import { Create, Edit, SelectInput, SimpleForm, TextInput, required, usePermissions } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { choicesOf } from '../labels';
import { SaveOnlyToolbar } from '../../forms/SaveOnlyToolbar';
import { useSaveErrors } from '../../forms/saveErrors';

/** The organisation's details (PUT /org-api/{orgId}); the status only for platform operators, who alone may change it. */
function OrganisationFields() {
  const { permissions } = usePermissions<StaffPermissions | null>();
  return (
    <>
      <TextInput source="name" validate={required()} />
      <TextInput source="legalName" label="Legal name" fullWidth />
      <TextInput source="gstin" label="GSTIN" helperText="15 characters, such as 33ABCDE1234F1Z5" />
      <TextInput source="contactName" label="Contact person" />
      <TextInput source="contactPhone" label="Contact phone" helperText="E.164, such as +919800000001" />
      <TextInput source="contactEmail" label="Contact e-mail" type="email" />
      <TextInput source="address" multiline fullWidth />
      <TextInput source="city" />
      <TextInput source="website" helperText="https://…" />
      {permissions?.role === 'admin' ? (
        <SelectInput source="status" choices={choicesOf(ORGANISATION_STATUSES)} defaultValue="active" validate={required()} />
      ) : null}
    </>
  );
}

/** Registering an organisation: platform operators (the menu's Create button is theirs only). */
export function OrganisationCreate() {
  return (
    <Create title="New organisation" redirect="show">
      <SimpleForm>
        <TextInput source="orgId" label="Organisation id" helperText="1-20 characters of a-z 0-9 -" validate={required()} />
        <OrganisationFields />
      </SimpleForm>
    </Create>
  );
}

export function OrganisationEdit() {
  // 412: 'Changed by someone else: reload' with a Reload action (forms/saveErrors.tsx).
  const saveErrors = useSaveErrors();
  return (
    <Edit title="Organisation" mutationMode="pessimistic" redirect="show" mutationOptions={saveErrors}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <OrganisationFields />
      </SimpleForm>
    </Edit>
  );
}
