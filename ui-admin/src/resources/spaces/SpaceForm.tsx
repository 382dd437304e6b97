import type { ReactNode } from 'react';
import { PhotoInput } from './PhotoInput';
import { IMAGE_ID_PATTERN } from '@sports/contracts';
import {
  ArrayInput,
  Create,
  Edit,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useDataProvider,
} from 'react-admin';
import { KeyFromName } from '../../forms/KeyFromName';
import { OrgInput } from '../../forms/OrgInput';
import { RupeesInput } from '../../forms/RupeesInput';
import { AddRowButton, RemoveRowButton } from '../../forms/RowButtons';
import { SportInput } from './SportInput';
import { SaveOnlyToolbar } from '../../forms/SaveOnlyToolbar';
import { venueFormValues } from './venueFormValues';
import { useSaveErrors } from '../../forms/saveErrors';

const POLICIES = [
  { id: 'full', name: 'Full refund before the start' },
  { id: 'partial', name: 'A share by hours before the start' },
  { id: 'none', name: 'No refund' },
];

/** An uploaded image's id (32 lowercase hex), as the server checks it, or nothing. */
const photoId = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && IMAGE_ID_PATTERN.test(value))
    ? undefined
    : 'Not an uploaded image id (32 characters 0-9 a-f)';

/** Spec section 3 "organisation and space": the venue's details as PUT /org-api/{orgId}/spaces/{spaceId} takes them. */
function VenueFields({ idInput }: { idInput: ReactNode }) {
  return (
    <>
      <TextInput source="name" label="Venue name" validate={required()} fullWidth />
      {idInput}
      <TextInput source="location.name" label="Location name" validate={required()} fullWidth />
      <TextInput source="location.address" label="Address" fullWidth />
      <TextInput source="location.city" label="City" validate={required()} />
      <ArrayInput source="listings" label="Sports played here" validate={required()}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddRowButton label="Add a sport" />}
          removeButton={<RemoveRowButton label="Remove" />}
        >
          <SportInput source="listingId" />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="taxes" label="Taxes">
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddRowButton label="Add a tax" />}
          removeButton={<RemoveRowButton label="Remove" />}
        >
          <TextInput source="taxId" label="Tax id" helperText="e.g. gst-18" validate={required()} />
          <TextInput source="slug" label="Slug" helperText="e.g. GST" validate={required()} />
          <NumberInput source="rate" label="Rate %" validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
      <RupeesInput source="handlingCharge" label="Handling charge (₹ per order)" defaultValue={0} />
      <SelectInput
        source="cancellationPolicy.type"
        label="Cancellation policy"
        choices={POLICIES}
        defaultValue="full"
        validate={required()}
      />
      <FormDataConsumer<{ cancellationPolicy?: { type?: string } }>>
        {({ formData }) =>
          formData.cancellationPolicy?.type === 'partial' ? (
            <ArrayInput source="cancellationPolicy.rules" label="Refund rules (the first whose hours the cancellation meets)">
              <SimpleFormIterator
                inline
                disableReordering
                disableClear
                addButton={<AddRowButton label="Add a rule" />}
                removeButton={<RemoveRowButton label="Remove" />}
              >
                <NumberInput source="hoursBefore" label="Hours before" validate={required()} />
                <NumberInput source="refundPercent" label="Refund %" validate={required()} />
              </SimpleFormIterator>
            </ArrayInput>
          ) : null
        }
      </FormDataConsumer>
      <NumberInput source="holdMinutes" label="Hold unpaid slots (minutes)" defaultValue={10} />
      {/* Spec section 3 spaceAvatar: shown on the cards of games here that have no cover of their own; empty for none. */}
      <PhotoInput source="photo" label="Venue photo" validate={photoId} />
    </>
  );
}

/** A new venue: the organisation it belongs to and its id (1-20 of a-z 0-9 -) are fixed from then on. */
export function SpaceCreate() {
  const dataProvider = useDataProvider();
  // Saving is a PUT by id: a new venue with the id of one of yours would replace it (UX walk as staff).
  const idIsNew = async (spaceId: unknown) =>
    typeof spaceId === 'string' && spaceId
      ? dataProvider.getOne('spaces', { id: spaceId }).then(
          ({ data }: { data: { name?: string } }) =>
            `A venue of yours has this id (${String(data.name ?? spaceId)}): change the id, or edit that venue`,
          () => undefined,
        )
      : undefined;
  return (
    <Create title="New venue" redirect="show" transform={venueFormValues}>
      <SimpleForm defaultValues={{ listings: [{ listingId: '', listingName: '' }], taxes: [] }}>
        <OrgInput />
        {/* The id made from the name until typed (UX walk as staff: an id was the first thing asked). */}
        <VenueFields idInput={<KeyFromName source="spaceId" from="name" label="Venue id" validate={idIsNew} />} />
      </SimpleForm>
    </Create>
  );
}

export function SpaceEdit() {
  // 412: 'Changed by someone else: reload' with a Reload action (forms/saveErrors.tsx).
  const saveErrors = useSaveErrors();
  return (
    <Edit title="Edit venue" redirect="show" mutationMode="pessimistic" transform={venueFormValues} mutationOptions={saveErrors}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <VenueFields idInput={<TextInput source="spaceId" label="Venue id" disabled />} />
      </SimpleForm>
    </Edit>
  );
}
