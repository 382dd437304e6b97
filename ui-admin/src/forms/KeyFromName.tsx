import { useEffect, useRef } from 'react';
import { FormDataConsumer, TextInput, required, useInput, type Validator } from 'react-admin';
import { keyOf } from '../resources/offerings/offeringForm';

const at = (data: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);

/** Writes the key made from the name, as long as the key is still the one it wrote (or blank). */
function FillKey({ name, source, validate }: { name: unknown; source: string; validate: Validator | Validator[] }) {
  // The same rules as the key's input: the later registration of a field is the one react-hook-form checks.
  const { field } = useInput({ source, validate });
  const written = useRef('');
  const value = typeof field.value === 'string' ? field.value : '';
  useEffect(() => {
    if (typeof name !== 'string' || value !== written.current) return;
    const key = keyOf(name);
    written.current = key;
    if (key !== value) field.onChange(key);
    // Only a new name writes (so `name` alone is the dependency); a key typed by hand stays.
  }, [name]);
  return null;
}

/**
 * A record's key (a-z 0-9 -, fixed once saved), filled in from its name as the name is typed until
 * someone types a key of their own: staff were asked to invent an id before anything else (UX walk
 * as staff). The server still validates it.
 */
export function KeyFromName({
  source,
  from,
  label,
  helperText,
  validate,
}: {
  source: string;
  from: string;
  label: string;
  helperText?: string;
  validate?: Validator;
}) {
  const rules = validate ? [required(), validate] : [required()];
  return (
    <>
      <TextInput
        source={source}
        label={label}
        helperText={helperText ?? 'Made from the name; 1-20 characters of a-z 0-9 -'}
        validate={rules}
      />
      <FormDataConsumer>{({ formData }) => <FillKey name={at(formData, from)} source={source} validate={rules} />}</FormDataConsumer>
    </>
  );
}
