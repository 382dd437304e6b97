import { ReferenceInput, SelectInput, required } from 'react-admin';

/** One of the caller's venues (the admin API lists only those they may see). */
export function SpaceInput({ source = 'spaceId' }: { source?: string }) {
  return (
    <ReferenceInput source={source} reference="spaces" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <SelectInput label="Venue" optionText="name" validate={required()} />
    </ReferenceInput>
  );
}
