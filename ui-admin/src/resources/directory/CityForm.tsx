import { BooleanInput, Create, Edit, SimpleForm, TextInput, required } from 'react-admin';
import { SaveOnlyToolbar } from '../../forms/SaveOnlyToolbar';
import { useSaveErrors } from '../../forms/saveErrors';

/** A city's details (PUT /admin-api/cities/{id}); its id is the slug of the name, so the name of an existing city keeps its slug. */
function CityFields() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <TextInput source="state" />
      <TextInput source="country" defaultValue="India" />
      <BooleanInput source="active" defaultValue={true} helperText="Inactive cities stay listed; venues and games there are unchanged" />
    </>
  );
}

export function CityCreate() {
  return (
    <Create title="New city" redirect="show">
      <SimpleForm>
        <CityFields />
      </SimpleForm>
    </Create>
  );
}

export function CityEdit() {
  // 412: 'Changed by someone else: reload' with a Reload action (forms/saveErrors.tsx).
  const saveErrors = useSaveErrors();
  return (
    <Edit title="City" mutationMode="pessimistic" redirect="show" mutationOptions={saveErrors}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <CityFields />
      </SimpleForm>
    </Edit>
  );
}
