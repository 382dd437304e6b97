import type { ReactElement } from 'react';
import { ReferenceInput, SelectInput } from 'react-admin';

/**
 * The organisation filter of a list, by name (organisations resource: the caller's own, or every
 * one for platform operators). It was a text box asking for "Organisation id", which staff do
 * not know ("org-marina-sports").
 */
export const orgFilter = (source = 'orgId', alwaysOn = false): ReactElement => (
  <ReferenceInput
    key={source}
    source={source}
    reference="organisations"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={100}
    {...(alwaysOn ? { alwaysOn: true } : {})}
  >
    <SelectInput label="Organisation" optionText="name" />
  </ReferenceInput>
);
