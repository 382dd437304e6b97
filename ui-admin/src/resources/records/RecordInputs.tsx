import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  required,
} from 'react-admin';
import { RupeesInput } from '../../forms/RupeesInput';
import { choicesOf, humanize } from '../labels';
import type { FieldSpec } from './schemaFields';

/** JSON for the deeply nested parts (weekly availability, quiz questions): typed text kept as parsed JSON, or as text when it is not JSON yet. */
const parseJson = (text: string): unknown => {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
const formatJson = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
const validJson = (value: unknown) => (typeof value === 'string' ? 'Not valid JSON' : undefined);
/** A picked local date and time as the instant the API wants (ISO 8601 with an offset). */
const toInstant = (value: string | Date | null) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/** One input for one field of a record's details, chosen by the field's zod type. */
export function FieldInput({ field, prefix }: { field: FieldSpec; prefix: string }): ReactElement {
  const source = `${prefix}.${field.name}`;
  const label = humanize(field.name);
  const validate = field.required ? required() : undefined;
  // A venue is picked by its name from the caller's venues: staff do not know 'space-marina-turf'.
  if (field.name === 'spaceId' && field.kind === 'text')
    return (
      <ReferenceInput source={source} reference="spaces" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput label="Venue" optionText="name" validate={validate} emptyText="—" />
      </ReferenceInput>
    );
  switch (field.kind) {
    case 'text':
      return <TextInput source={source} label={label} validate={validate} />;
    case 'longText':
      return <TextInput source={source} label={label} validate={validate} multiline minRows={3} fullWidth />;
    case 'number':
      return <NumberInput source={source} label={label} validate={validate} />;
    case 'money':
      return <RupeesInput source={source} label={`${label} (₹)`} validate={validate} />;
    case 'boolean':
      return <BooleanInput source={source} label={label} />;
    case 'enum':
      return <SelectInput source={source} label={label} choices={choicesOf(field.choices ?? [])} validate={validate} emptyText="—" />;
    case 'date':
      return <DateInput source={source} label={label} validate={validate} />;
    case 'dateTime':
      return <DateTimeInput source={source} label={label} validate={validate} parse={toInstant} />;
    case 'strings':
      return <TextArrayInput source={source} label={label} validate={validate} helperText="Type a value and press Enter" fullWidth />;
    case 'object':
      return (
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, width: '100%', maxWidth: 600 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {label}
            {field.required ? '' : ' (optional)'}
          </Typography>
          {(field.fields ?? []).map((inner) => (
            <FieldInput key={inner.name} field={inner} prefix={source} />
          ))}
        </Box>
      );
    case 'json':
      return (
        <TextInput
          source={source}
          label={`${label} (JSON)`}
          multiline
          minRows={4}
          fullWidth
          format={formatJson}
          parse={parseJson}
          validate={field.required ? [required(), validJson] : validJson}
          helperText="A list of objects, as JSON"
        />
      );
  }
}
